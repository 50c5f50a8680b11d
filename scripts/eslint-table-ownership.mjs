// ESLint rule `tables/ownership`: a server module queries only its own tables (docs/architecture.md
// "Table ownership"). Who owns a table, and which other modules may read or write it and why, is
// written beside the table in its schema file (apps/server/src/db/schema/*.ts), in the JSDoc of
// its `pgTable`:
//
//   @owner games/catalogue
//   @read-by games/rounds the winner board names the game
//   @read-by * display joins (a username beside a row)
//   @written-by identity/* every module of identity (a domain's modules over one row)
//   @written-by cashier/ledger the vendor wallet's hot path writes the round with the money
//
// A module's access is a drizzle call on the table's object (`tx.update(games)` writes,
// `.from(games)` reads) or raw SQL naming the table (`UPDATE games`, `FROM games`).
import fs from 'node:fs';
import path from 'node:path';

const SCHEMA_DIR = path.join(import.meta.dirname, '../apps/server/src/db/schema');

/**
 * Every table of the schema: sql name -> { name, ident, file, owner, readers, writers } where
 * readers and writers map a module (or `*`) to the reason given.
 */
export function loadTableOwners(dir = SCHEMA_DIR) {
  const tables = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const declaration =
      /(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?export const (\w+) = pgTable\(\s*'(\w+)'/g;
    for (const [, doc = '', ident, name] of text.matchAll(declaration)) {
      const tags = [...doc.matchAll(/@(owner|read-by|written-by)\s+(\S+)([^@]*)/g)].map(
        ([, tag, who, why]) => ({ tag, who, why: why.replace(/\s*\*\s*/g, ' ').trim() }),
      );
      const byTag = (tag) => new Map(tags.filter((t) => t.tag === tag).map((t) => [t.who, t.why]));
      tables.set(name, {
        name,
        ident,
        file,
        owner: tags.find((t) => t.tag === 'owner')?.who ?? null,
        readers: byTag('read-by'),
        writers: byTag('written-by'),
      });
    }
  }
  return tables;
}

/** `domains/<domain>/<module>` of a file, or null outside a module. */
function moduleOf(filename) {
  const match = /apps\/server\/src\/domains\/([^/]+)\/([^/]+)\//.exec(
    filename.replaceAll('\\', '/'),
  );
  return match ? `${match[1]}/${match[2]}` : null;
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
// Raw SQL: what precedes a table's name says whether the statement reads or writes it.
const SQL_ACCESS =
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|FROM|JOIN)\s+("?)(\w+)\2/gi;
const kindOfKeyword = (keyword) => (/^(FROM|JOIN)$/i.test(keyword) ? 'read' : 'write');

let cached = null;
const owners = () => (cached ??= loadTableOwners());

/** The plugin: `tables/ownership`. */
export default {
  rules: {
    ownership: {
      meta: {
        type: 'problem',
        docs: {
          description: 'A server module queries only its own tables, or those it is allowed',
        },
        schema: [],
      },
      create(context) {
        const module = moduleOf(context.filename);
        if (!module) return {};
        const tables = owners();
        const byIdent = new Map([...tables.values()].map((t) => [t.ident, t]));
        // Local name -> table, for the tables this file imports from db/schema (aliases too).
        const schemaImports = new Map();

        const check = (node, table, kind) => {
          if (!table.owner || table.owner === module) return;
          const allowed = kind === 'read' ? [table.readers, table.writers] : [table.writers];
          const domainWide = `${module.split('/')[0]}/*`;
          if (allowed.some((list) => list.has(module) || list.has(domainWide) || list.has('*'))) {
            return;
          }
          context.report({
            node,
            message: `${module} ${kind === 'read' ? 'reads' : 'writes'} ${table.name}, a table of ${table.owner}: go through ${table.owner}'s service, an event or a port, or add "@${kind === 'read' ? 'read-by' : 'written-by'} ${module} <why>" to ${table.name} in db/schema/${table.file}`,
          });
        };

        return {
          ImportDeclaration(node) {
            if (!/\/db\/schema(\/index)?(\.js)?$/.test(node.source.value)) return;
            for (const spec of node.specifiers) {
              if (spec.type === 'ImportSpecifier' && byIdent.has(spec.imported.name)) {
                schemaImports.set(spec.local.name, byIdent.get(spec.imported.name));
              }
            }
          },
          Identifier(node) {
            if (!schemaImports.has(node.name)) return;
            const parent = node.parent;
            // The import itself, a type (`typeof games.$inferSelect`) or a column (`games.id`):
            // the call on the table (`.from(games)`, `.update(games)`) is the access.
            if (parent.type === 'ImportSpecifier' || parent.type.startsWith('TS')) return;
            if (parent.type === 'MemberExpression' && parent.object === node) return;
            const table = schemaImports.get(node.name);
            if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
              const callee = parent.callee;
              const method =
                callee.type === 'MemberExpression' ? callee.property.name : callee.name;
              check(node, table, WRITE_METHODS.has(method) ? 'write' : 'read');
            } else if (parent.type === 'TemplateLiteral') {
              // sql`UPDATE ${games} SET …`: the text before the table says what is done.
              const before = parent.quasis[parent.expressions.indexOf(node)].value.raw;
              const keyword = /(INSERT\s+INTO|UPDATE|DELETE\s+FROM|FROM|JOIN)\s*$/i.exec(before);
              check(node, table, keyword ? kindOfKeyword(keyword[1]) : 'read');
            } else {
              check(node, table, 'read');
            }
          },
          TemplateElement(node) {
            for (const [, keyword, , name] of node.value.raw.matchAll(SQL_ACCESS)) {
              const table = tables.get(name);
              if (table) check(node, table, kindOfKeyword(keyword));
            }
          },
        };
      },
    },
  },
};
