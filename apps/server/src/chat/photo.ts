import { CHAT_IMAGE_TYPES, CHAT_LIMITS, CHAT_MESSAGES, type ChatRequest } from '@physiomate/shared';
import { AppError } from '../lib/errors.ts';

export type Photo = { mediaType: (typeof CHAT_IMAGE_TYPES)[number]; data: Buffer };

/**
 * A photo sent with a chat message, checked before anything else happens: only when the configured
 * model reads images, at most CHAT_LIMITS.imageMaxBytes, and a JPEG, PNG or WebP by its own bytes
 * (the type the browser names is not trusted). It goes to the model with that one message and is
 * never stored or logged.
 */
export async function readPhoto(image: ChatRequest['image'], accepted: boolean): Promise<Photo | undefined> {
  if (!image) return undefined;
  if (!accepted) throw new AppError('bad_request', CHAT_MESSAGES.photosUnavailable);
  const data = Buffer.from(image.data, 'base64');
  if (data.length > CHAT_LIMITS.imageMaxBytes)
    throw new AppError('payload_too_large', CHAT_MESSAGES.photoTooLarge);
  // Imported at the first photo: only a model that reads images ever gets one.
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(data);
  const mediaType = CHAT_IMAGE_TYPES.find((type) => type === sniffed?.mime);
  if (!mediaType) throw new AppError('bad_request', CHAT_MESSAGES.photoType);
  return { mediaType, data };
}
