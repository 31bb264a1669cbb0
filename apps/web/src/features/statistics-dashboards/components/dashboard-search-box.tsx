import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useState } from "react";

interface DashboardSearchBoxProps {
  /** The address's search. */
  value: string | undefined;
  label: string;
  placeholder: string;
  onCommit: (text: string | undefined) => void;
}

const searchDelayMs = 300;

/** The search box: what is typed joins the address once typing pauses. */
export function DashboardSearchBox({ value, label, placeholder, onCommit }: DashboardSearchBoxProps) {
  const [text, setText] = useState(value ?? "");
  const [addressValue, setAddressValue] = useState(value);
  // The address may change under the box (back button, a link): the box follows it.
  if (value !== addressValue) {
    setAddressValue(value);
    if ((value ?? "") !== text.trim()) setText(value ?? "");
  }
  const commit = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== (value ?? "")) onCommit(typed.trim() || undefined);
  }, searchDelayMs);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={{ base: "100%", sm: 320 }}
    />
  );
}
