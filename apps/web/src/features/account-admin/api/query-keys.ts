// Every list of this feature hangs under one key, so an activation refreshes all of them.
export const accountAdminKey = ['account-admin'] as const;
