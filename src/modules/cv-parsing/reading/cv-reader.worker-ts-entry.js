// The worker's entry when the service runs from TypeScript (`node --import tsx`). Worker threads
// inherit `--import tsx`, but on Node 20 tsx registers its loader in the main thread only, so a
// worker cannot load a .ts file by itself: this plain module registers tsx in the worker, then
// loads the real worker (cv-reader.worker.ts). Compiled, cv-reader.ts uses cv-reader.worker.js.
import { register } from 'tsx/esm/api'

// pdf.js and mammoth are plain JavaScript, and loading pdf.js's 4 MB through tsx's loader (which
// rewrites every dynamic import in it) takes seconds; loaded first, they are already in the
// module map when the TypeScript asks for them. Each worker start, after a timeout too, is faster.
await import('pdfjs-dist/legacy/build/pdf.mjs')
await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
await import('mammoth')

register()
const { default: readInWorker } = await import('./cv-reader.worker.ts')
export default readInWorker
