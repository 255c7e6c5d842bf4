/** Spec §5 and §9: an upload is at most 150 MB (157,286,400 bytes); one byte more is "file bigger than 150mb". */
export const maxUploadBytes = 157_286_400;

/** The thumbnail of an uploaded image: a square this many pixels wide (spec §7, the 350 px transform). */
export const thumbnailSize = 350;
