import { CHAT_IMAGE_TYPES, CHAT_LIMITS, CHAT_MESSAGES } from '@physiomate/shared';

/** A photo chosen for the next message: what is sent, and a preview address for the thumbnail. */
export type ChosenPhoto = {
  mediaType: (typeof CHAT_IMAGE_TYPES)[number];
  data: string;
  preview: string;
  name: string;
};

/** Checks a chosen file (type and size; the server checks again by its bytes) and reads it as base64. */
export async function readPhoto(file: File): Promise<ChosenPhoto> {
  const mediaType = CHAT_IMAGE_TYPES.find((type) => type === file.type);
  if (!mediaType) throw new Error(CHAT_MESSAGES.photoType);
  if (file.size > CHAT_LIMITS.imageMaxBytes) throw new Error(CHAT_MESSAGES.photoTooLarge);
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(CHAT_MESSAGES.photoType));
    reader.readAsDataURL(file);
  });
  return { mediaType, data: url.slice(url.indexOf(',') + 1), preview: url, name: file.name };
}
