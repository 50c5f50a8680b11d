// Import cycles at module level (`npm run lint:deps`): dependency-cruiser checks file cycles with
// the rules in .dependency-cruiser.cjs; this collapses files into modules (a server module is
// apps/server/src/domains/<domain>/<module>, a web feature apps/<app>/src/features/<feature>)
// and refuses any cycle between them, such as A's service importing B while B's routes import A.
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const roots = ['apps/server/src', 'apps/web/src', 'apps/admin/src', 'packages/contracts/src'];
const MODULE = [
  /^(apps\/server\/src\/domains\/[^/]+\/[^/]+)\//,
  /^(apps\/(?:web|admin)\/src\/features\/[^/]+)\//,
];

/** The module a file belongs to, or null for files outside any module. */
function moduleOf(file) {
  for (const re of MODULE) {
    const m = re.exec(file);
    if (m) return m[1];
  }
  return null;
}

const result = await cruise(roots, { ...config.options, validate: false });
const edges = new Map();
for (const mod of result.output.modules) {
  const from = moduleOf(mod.source);
  if (!from) continue;
  for (const dep of mod.dependencies) {
    const to = moduleOf(dep.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: every component with more than one module is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  }
}
for (const v of edges.keys()) if (!state.has(v)) visit(v);

for (const component of cycles) {
  process.stdout.write(`module cycle: ${component.sort().join(' <-> ')}\n`);
  for (const from of component) {
    const into = [...(edges.get(from) ?? [])].filter((to) => component.includes(to));
    process.stdout.write(`  ${from} -> ${into.join(', ')}\n`);
  }
}
process.stdout.write(`${cycles.length} module cycle(s) among ${edges.size} modules\n`);
process.exit(cycles.length ? 1 : 0);
