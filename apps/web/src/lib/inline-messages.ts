import { parseAst } from 'rolldown/parseAst';
import { type ESTree, Visitor } from 'rolldown/utils';

// Build time (apps/web/vite-inline-messages.ts, issue 28, ADR 0021): each `MSG.key` in a module becomes
// the string itself. The catalogue is one object of some 1,900 texts, so any page that read one text
// downloaded all of them (~13 KB brotli on every first visit); written in place, a page carries the
// texts it shows and the object is left unused, for the bundler to drop.

/** The local names `MSG` is imported under from the shared package (`import { MSG as M } …` too). */
function localNames(program: ESTree.Program, sources: RegExp): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !sources.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported =
        specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
      if (imported === 'MSG') names.add(specifier.local.name);
    }
  }
  return names;
}

/** The shared package as modules import it: '@trazo/shared', or its messages module by path. */
export const MESSAGE_SOURCES = /^@trazo\/shared$|(?:^|[\\/])messages(?:\.ts)?$/;

/**
 * `code` with every non-computed `MSG.key` whose value is a string written as that string (JSON-quoted,
 * so any text is a valid literal); null when there was none. Unknown keys are left alone: the
 * typechecker reports them.
 */
export function inlineMessages(
  code: string,
  messages: Readonly<Record<string, unknown>>,
  sources: RegExp = MESSAGE_SOURCES,
): string | null {
  if (!code.includes('MSG')) return null;
  const program = parseAst(code);
  const names = localNames(program, sources);
  if (names.size === 0) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  new Visitor({
    MemberExpression(node) {
      if (node.computed || node.optional || node.object.type !== 'Identifier') return;
      if (!names.has(node.object.name) || node.property.type !== 'Identifier') return;
      const key = node.property.name;
      const value = Object.hasOwn(messages, key) ? messages[key] : undefined;
      if (typeof value === 'string')
        edits.push({ start: node.start, end: node.end, text: JSON.stringify(value) });
    },
  }).visit(program);
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
