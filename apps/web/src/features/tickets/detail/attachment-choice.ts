import { ticketErrors, ticketLimits } from "@ondine/domain";

/** A chosen file left out, and why (a `tickets.errors.*` key). */
export interface RefusedAttachment {
  name: string;
  reason: string;
}

export interface AttachmentChoice {
  files: File[];
  refused: RefusedAttachment[];
}

/**
 * The files of a message once `chosen` join those already attached, within
 * `ticketLimits` (docs/tickets.md#limits): at most 5, none empty, none over
 * 10 MB. The rest is refused here, before any upload; the types are read from
 * the bytes by the server alone.
 */
export function addAttachments(attached: readonly File[], chosen: readonly File[]): AttachmentChoice {
  const files = [...attached];
  const refused: RefusedAttachment[] = [];
  for (const file of chosen) {
    const reason =
      file.size === 0
        ? ticketErrors.attachmentEmpty
        : file.size > ticketLimits.attachmentBytes
          ? ticketErrors.attachmentTooBig
          : files.length >= ticketLimits.attachmentsPerMessage
            ? ticketErrors.tooManyAttachments
            : undefined;
    if (reason) refused.push({ name: file.name, reason });
    else files.push(file);
  }
  return { files, refused };
}
