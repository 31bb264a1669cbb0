/** How often a process expires the commands whose time is up (the console's reads never wait for it). */
export const iotCommandSweepIntervalMs = 60_000;
