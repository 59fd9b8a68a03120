// Every query of this feature hangs under one key, so a change refreshes the list.
export const driversKey = ['drivers'] as const;
