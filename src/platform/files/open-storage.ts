import type { Config } from '../../config.ts'
import { openS3Storage } from './s3-storage.ts'
import { LocalDiskStorage, type OpenFileStorage } from './storage.ts'

/** The store that `STORAGE` names: the data folder (the default), or the S3-compatible bucket. */
export async function openFileStorage(config: Pick<Config, 'storage' | 'dataDir'>): Promise<OpenFileStorage> {
  return config.storage.kind === 's3' ? openS3Storage(config.storage) : new LocalDiskStorage(config.dataDir)
}
