/** How often the commands whose time is up are marked expired, by one instance (the console's reads never wait for it). */
export const iotCommandSweepIntervalMs = 60_000;
