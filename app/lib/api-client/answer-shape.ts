// Checks of the fields of an answer a page reads where a wrong shape must not take it down
// (decision 032): each says whether a field holds what the API documents, null included.

export const isTextOrNull = (value: unknown) => value === null || typeof value === "string";

export const isNumberOrNull = (value: unknown) => value === null || typeof value === "number";
