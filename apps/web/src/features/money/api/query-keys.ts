export const moneyKeys = {
  all: ['money'] as const,
  types: (query: object) => ['money', 'types', query] as const,
  trips: (query: object) => ['money', 'trips', query] as const,
  trip: (movementId: number) => ['money', 'trip', movementId] as const,
};
