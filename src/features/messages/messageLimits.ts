// What a message may hold, without zod: the order page's thread keeps its input to the same limit
// as the schema (definition.ts) without loading any schema (bench/bundle).

export const MAX_MESSAGE_CHARACTERS = 4000;
export const MAX_MESSAGE_FILES = 10;
