import { newRowId } from '../ids.ts'
import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { DB } from '../../db/types.ts'
import { UnsupportedMediaType } from '../errors.ts'
import { insertFile } from './files.repository.ts'
import type { FilePurpose } from './files.table.ts'
import { SAFE_IMAGE_TYPES, SNIFFED_TYPES, sniffContentType } from './sniff.ts'
import { fileKey, type FileStorage } from './storage.ts'
import type { Upload } from './upload.ts'

/**
 * The one way an uploaded file is kept: its type read from the bytes (never the client's word),
 * the bytes stored before any row points at them, the row written in the caller's transaction,
 * and the bytes removed again when that transaction fails. A crash in between leaves an
 * unreferenced file, never a row that leads nowhere.
 */
export interface AcceptedUpload {
  id: string
  contentType: string
  bytes: Buffer
  filename: string | null
}

/** Takes the upload when its bytes are of one of `types`; 415 saying `refusal` otherwise. */
export function acceptUpload(upload: Upload, types: readonly string[], refusal: (sniffed: string | null) => string): AcceptedUpload {
  const contentType = sniffContentType(upload.bytes)
  if (!contentType || !types.includes(contentType)) throw new UnsupportedMediaType(refusal(contentType ?? null))
  return { id: newRowId(), contentType, bytes: upload.bytes, filename: upload.filename }
}

/** Raster images a browser shows without running anything: PNG, JPEG, WebP (never SVG). */
export function acceptImage(upload: Upload): AcceptedUpload {
  return acceptUpload(upload, SAFE_IMAGE_TYPES, (sniffed) => {
    const what = sniffed === SNIFFED_TYPES.svg ? 'SVG images are not accepted' : 'The file is not a PNG, JPEG or WebP image'
    return `${what}; upload a PNG, JPEG or WebP image`
  })
}

/**
 * Stores the bytes of `file` (when there is one), then runs `work`, which writes the rows that
 * point at them (`recordFile`) in its transaction; should it fail, the bytes go again.
 */
export async function storeThen<T>(
  storage: FileStorage,
  tenantId: string,
  file: AcceptedUpload | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!file) return work()
  const key = fileKey(tenantId, file.id)
  await storage.put(key, file.bytes)
  try {
    return await work()
  } catch (error) {
    await storage.delete(key).catch(() => {})
    throw error
  }
}

/** The row of a stored upload, written in the transaction that makes something point at it. */
export function recordFile(
  trx: Transaction<DB>,
  tenantId: string,
  file: AcceptedUpload,
  owner: { purpose: FilePurpose; resourceId: string; createdBy: string | null },
) {
  return insertFile(trx, {
    tenant_id: tenantId,
    id: file.id,
    purpose: owner.purpose,
    resource_id: owner.resourceId,
    content_type: file.contentType,
    byte_size: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    original_name: file.filename?.slice(0, 255) ?? null,
    storage_key: fileKey(tenantId, file.id),
    created_by: owner.createdBy,
  })
}
