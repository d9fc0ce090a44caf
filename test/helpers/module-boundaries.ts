import path from 'node:path'
import ts from 'typescript'

/*
 * What crosses from one module to another, read off the compiler's view of src/: which members,
 * values and fields a module takes from another, and whether a table's row type comes with them.
 * The row types are found by type, not by name, so that an inferred return type
 * (`findX: (…) => repo.findX(…)`) is seen as well as a written one.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Generic types of the standard library whose type arguments are what a caller receives. */
const CONTAINERS = new Set(['Promise', 'Array', 'ReadonlyArray', 'Map', 'ReadonlyMap', 'Set', 'ReadonlySet', 'Iterable', 'AsyncIterable'])

/** `<module>` of a file under src/modules/<module>/, else undefined. */
export function moduleOf(file: string): string | undefined {
  return /\/src\/modules\/([^/]+)\//.exec(file)?.[1]
}

/** The source files of src/ (tests left out), type-checked as the project compiles them. */
export function loadSourceProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const files = config.fileNames.filter((f) => f.startsWith(path.join(ROOT, 'src') + path.sep) && !/\.test\.tsx?$/.test(f))
  return ts.createProgram(files, config.options)
}

function sourceFilesOf(program: ts.Program): ts.SourceFile[] {
  const src = path.join(ROOT, 'src') + path.sep
  return program.getSourceFiles().filter((f) => f.fileName.startsWith(src) && !f.isDeclarationFile && !/\.test\.tsx?$/.test(f.fileName))
}

/**
 * Where a row type hides in `type`: the paths (`(returns)`, `(input).fields`) to each type declared
 * in a `*.table.ts` file, or made by Kysely from a table (`Selectable<…>`, `Insertable<…>`, the
 * rows a query selects). Transactions and other library types are not looked into.
 */
export function rowTypesIn(checker: ts.TypeChecker, type: ts.Type): string[] {
  const found: string[] = []
  const seen = new Set<ts.Type>()
  const walk = (t: ts.Type, at: string): void => {
    if (seen.has(t)) return
    seen.add(t)
    const declarations = [t.aliasSymbol, t.getSymbol()].flatMap((s) => s?.declarations ?? [])
    const files = declarations.map((d) => d.getSourceFile().fileName)
    const name = t.aliasSymbol?.name ?? t.getSymbol()?.name ?? checker.typeToString(t)
    if (files.some((f) => f.endsWith('.table.ts'))) {
      found.push(`${at || '(itself)'}: ${name}`)
      return
    }
    const kyselyMade = declarations.some(
      (d) => d.getSourceFile().fileName.includes('/node_modules/kysely/') && (ts.isMappedTypeNode(d) || ts.isTypeLiteralNode(d)),
    )
    if (kyselyMade) {
      found.push(`${at || '(itself)'}: a Kysely row`)
      return
    }
    if (t.isUnionOrIntersection()) {
      for (const member of t.types) walk(member, at)
      return
    }
    if (!(t.flags & ts.TypeFlags.Object)) return
    const typeArguments = [...(t.aliasTypeArguments ?? []), ...(isReference(t) ? checker.getTypeArguments(t) : [])]
    if (files.some((f) => f.includes('/node_modules/') || f.endsWith('/src/db/types.ts'))) {
      if (CONTAINERS.has(name)) for (const argument of typeArguments) walk(argument, at)
      return
    }
    for (const argument of typeArguments) walk(argument, at)
    for (const signature of t.getCallSignatures()) {
      walk(signature.getReturnType(), `${at}(returns)`)
      for (const parameter of signature.getParameters()) walk(checker.getTypeOfSymbol(parameter), `${at}(${parameter.name})`)
    }
    for (const property of checker.getPropertiesOfType(t)) walk(checker.getTypeOfSymbol(property), `${at}.${property.name}`)
  }
  walk(type, '')
  return found
}

function isReference(type: ts.Type): type is ts.TypeReference {
  return ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0
}

/** Something one module takes from another: `owner.name`, who reads it, and the row types it carries. */
export interface Crossing {
  owner: string
  name: string
  readers: Set<string>
  rowTypes: Set<string>
}

/**
 * Everything a module, or the wiring outside src/modules, takes from another module: members
 * and fields it reads (`candidates.findActive`, `page.theme`), and values it imports (functions,
 * constants). Keyed by `owner.name`.
 */
export function crossingsOf(program: ts.Program): Map<string, Crossing> {
  const checker = program.getTypeChecker()
  const crossings = new Map<string, Crossing>()
  const record = (owner: string, name: string, reader: string, type: ts.Type) => {
    const key = `${owner}.${name}`
    const crossing = crossings.get(key) ?? { owner, name, readers: new Set(), rowTypes: new Set() }
    crossing.readers.add(reader)
    for (const found of rowTypesIn(checker, type)) crossing.rowTypes.add(found)
    crossings.set(key, crossing)
  }
  for (const file of sourceFilesOf(program)) {
    const readerModule = moduleOf(file.fileName)
    const reader = path.relative(ROOT, file.fileName)
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const symbol = checker.getSymbolAtLocation(node.name)
        const owner = moduleOf(symbol?.declarations?.[0]?.getSourceFile().fileName ?? '')
        if (symbol && owner && owner !== readerModule)
          record(owner, node.name.text, reader, checker.getTypeOfSymbolAtLocation(symbol, node))
      }
      // The wiring outside src/modules imports every service's factory; what it hands on is read above.
      if (readerModule && ts.isImportSpecifier(node) && !node.isTypeOnly && !node.parent.parent.isTypeOnly) {
        const local = checker.getSymbolAtLocation(node.name)
        const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local
        const owner = moduleOf(symbol?.declarations?.[0]?.getSourceFile().fileName ?? '')
        if (symbol && owner && owner !== readerModule && symbol.flags & ts.SymbolFlags.Value) {
          record(owner, symbol.name, reader, checker.getTypeOfSymbol(symbol))
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return crossings
}

/** Each `<module>.port.ts` with the row types its exports carry, and the `*.table.ts` files it imports. */
export function rowTypesInPorts(program: ts.Program): Map<string, string[]> {
  const checker = program.getTypeChecker()
  const ports = new Map<string, string[]>()
  for (const file of sourceFilesOf(program).filter((f) => f.fileName.endsWith('.port.ts'))) {
    const problems: string[] = []
    for (const statement of file.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text.endsWith('.table.ts')
      ) {
        problems.push(`imports ${statement.moduleSpecifier.text}`)
      }
    }
    const moduleSymbol = checker.getSymbolAtLocation(file)
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const type = exported.flags & ts.SymbolFlags.Value ? checker.getTypeOfSymbol(exported) : checker.getDeclaredTypeOfSymbol(exported)
      for (const found of rowTypesIn(checker, type)) problems.push(`${exported.name}${found}`)
    }
    ports.set(path.relative(ROOT, file.fileName), problems)
  }
  return ports
}
