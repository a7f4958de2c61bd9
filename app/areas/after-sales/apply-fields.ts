/** The evidence slots' names: the file input `evidence-<i>File`, the delete intent `deleteImage:evidence-<i>`. */
export const evidenceSlot = (index: number) => `evidence-${index}`;
