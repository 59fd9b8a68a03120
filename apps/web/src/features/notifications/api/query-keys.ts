export const notificationKeys = {
  all: ['plantillas'] as const,
  templates: () => ['plantillas', 'templates'] as const,
  generators: (q: string) => ['plantillas', 'generators', q] as const,
  movements: (q: string) => ['plantillas', 'movements', q] as const,
};
