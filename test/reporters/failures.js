// JavaScript, not TypeScript: node loads test reporters before the --import hooks that teach it
// TypeScript.
import { inspect } from 'node:util'

/**
 * A test reporter that says nothing until the run ends, then lists every failed test with its
 * file and error. The TAP stream beside it reports each failure where it happened, hundreds of
 * lines before the end; whoever reads only the tail of a CI log finds them here.
 *
 * @param {AsyncIterable<{ type: string, data: { name: string, file?: string, details: { type?: string, error?: Error & { cause?: unknown, failureType?: string } } } }>} source
 * @returns {AsyncGenerator<string>}
 */
export default async function* failures(source) {
  const failed = []
  for await (const event of source) {
    if (event.type !== 'test:fail') continue
    const { name, file, details } = event.data
    const error = details.error
    // A suite fails when one of its tests does, and that test is reported; a suite whose own
    // hook threw (a `before`) is reported, since none of its tests says why.
    if (details.type === 'suite' && error?.failureType === 'subtestsFailed') continue
    const reason = inspect(error?.cause ?? error, { depth: 4, breakLength: 120 })
      .split('\n')
      .filter((line) => !/\(node:(internal|async_hooks)/.test(line))
      .slice(0, 40)
    failed.push(`✖ ${file ?? '(no file)'}\n  ${name}\n  ${reason.join('\n  ')}\n`)
  }
  if (failed.length > 0) yield `\n# failed or cancelled, ${failed.length}:\n\n${failed.join('\n')}`
}
