/**
 * Public image uploads (avatars, poster backgrounds). The content decides what a file is, never
 * its name or declared type: the first bytes must be a PNG, JPEG or WebP signature and the image
 * must decode. It is then re-encoded in its own format (which drops metadata such as EXIF and
 * anything appended after the image), turned upright and shrunk to IMAGE_MAX_DIMENSION on its
 * long side, and kept in the database under a random id.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION, type UploadedImage } from "../../../shared/api/sharing";
import { AppError } from "../../http/app-error";
import type { Db } from "../../store/db";
import { uploadedImages } from "../../store/schema";

export type ImageType = UploadedImage["contentType"];

/** What the first bytes say the file is (null: none of the accepted images). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b))
    return "image/png";
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

const unsupported = (why: string) => new AppError("imageTypeUnsupported", `upload: ${why}`);
/** Pixels a decoder may allocate for one upload (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

export function createImageService(db: Db) {
  return {
    async upload(bytes: Uint8Array): Promise<Omit<UploadedImage, "url"> & { id: string }> {
      if (bytes.length > IMAGE_MAX_BYTES)
        throw new AppError("imageTooLarge", `upload: ${bytes.length} bytes`);
      const type = sniffImageType(bytes);
      if (!type) throw unsupported("not a PNG, JPEG or WebP file");
      let out: { data: Buffer; info: OutputInfo };
      try {
        const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
          .rotate()
          .resize(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION, { fit: "inside", withoutEnlargement: true });
        const encoded =
          type === "image/png"
            ? pipeline.png({ compressionLevel: 9 })
            : type === "image/jpeg"
              ? pipeline.jpeg({ quality: 85, mozjpeg: true })
              : pipeline.webp({ quality: 85 });
        out = await encoded.toBuffer({ resolveWithObject: true });
      } catch {
        throw unsupported(`the ${type} content does not decode`);
      }
      const id = randomBytes(16).toString("base64url");
      await db.insert(uploadedImages).values({
        id,
        contentType: type,
        width: out.info.width,
        height: out.info.height,
        bytes: new Uint8Array(out.data),
      });
      return { id, contentType: type, width: out.info.width, height: out.info.height };
    },

    async image(id: string) {
      const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
      if (!row) throw new AppError("notFound", "No image", { id });
      return row;
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
