// Tire size notations (issue 23): "29.5 R 25", "29.5r25" and "29.5R25" are one size; "29.5-25" (bias) is another.
// Pure: the server matches machines' sizes with it, the browser reads a typed size with it.

/** The size's key for matching: no spaces, capital letters. */
export const sizeKey = (size: string): string => size.replace(/\s+/g, '').toUpperCase();
