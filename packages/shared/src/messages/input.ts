// Ours: what the API answers when a value is not text, not a date or not an id (issue 13 item 3).

export const INPUT_MESSAGES = {
  textInvalidCharacters: 'El texto contiene caracteres no permitidos.',
  dateOutOfRange: 'La fecha debe estar entre los años 1900 y 2100.',
  idInvalid: 'El identificador no es válido.',
  databaseInvalidInput: 'Uno de los valores enviados no es válido.',
} as const;
