// pdf.js ships no types for its worker module; reading only hands its handler to pdf.js itself.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
