import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reads every story file of the Storybook (this package's, the engine's and the portal's features') and checks
 * the rules of STORIES.md: a showcase story shows the state it is named for (its play function may only look),
 * interaction checks live in test stories kept out of the docs, every component has a matrix story, and every
 * docs page says what the component is for and documents its own props.
 */

const UI_ROOT = path.resolve(import.meta.dirname, '..');
/** Where the Storybook of .storybook/main.ts finds stories: keep the two lists alike. */
const STORY_ROOTS = [
  path.join(UI_ROOT, 'src'),
  path.resolve(UI_ROOT, '../engine/src'),
  path.resolve(UI_ROOT, '../../apps/portal/src/features'),
];

/** A play function that does any of these changes the state the canvas shows. */
const INTERACTION = /\b(userEvent|fireEvent)\b|\.(click|focus|blur|dispatchEvent)\(/;

/** Components whose stories need no matrix: one look only, nothing to set side by side. */
export const MATRIX_EXEMPT: Record<string, string> = {
  'Layout/AppShell': 'a whole page frame; its states are the Desktop and Narrow stories',
  'Layout/CenteredLayout': 'a page frame with one look',
  'Feedback/PageLoading': 'one look: the full-page spinner',
  'Brand/Logo': 'one look',
  'Portal/Referências/ConfigureAllDialog': 'one look: the schedule form pre-filled with the defaults',
  'Portal/Referências/GeofenceEditor':
    'the map area over the points editor: their looks are the MapArea and PointsEditor matrices',
};

export type StoryInfo = {
  file: string;
  exportName: string;
  tags: string[];
  hasPlay: boolean;
  interacts: boolean;
  pseudo: boolean;
  narrow: boolean;
};

export type DocsPage = {
  file: string;
  title: string;
  component: string | undefined;
  description: string;
  undocumentedProps: string[];
  /** Args of the meta that are not props of the component and still show in the docs page's props table. */
  storyOnlyArgs: string[];
};

export type StoryAudit = { stories: StoryInfo[]; pages: DocsPage[]; mdxPages: number; problems: string[] };

function findFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
    if (ts.isMethodDeclaration(property) && property.name.getText() === name) return property as never;
  }
  return undefined;
}

function unwrap(node: ts.Expression | undefined): ts.Expression | undefined {
  let current = node;
  while (
    current &&
    (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))
  )
    current = current.expression;
  return current;
}

/** The property names of an object literal, such as the keys of a meta's `args`. */
function keysOf(node: ts.ObjectLiteralExpression | undefined): string[] {
  return (node?.properties ?? []).flatMap((property) =>
    property.name ? [property.name.getText().replace(/['"]/g, '')] : [],
  );
}

function stringArray(node: ts.Expression | undefined): string[] {
  const value = unwrap(node);
  if (!value || !ts.isArrayLiteralExpression(value)) return [];
  return value.elements.filter(ts.isStringLiteral).map((element) => element.text);
}

function objectAt(
  node: ts.Expression | undefined,
  ...keys: string[]
): ts.ObjectLiteralExpression | undefined {
  let current = unwrap(node);
  for (const key of keys) {
    if (!current || !ts.isObjectLiteralExpression(current)) return undefined;
    current = unwrap(propertyOf(current, key));
  }
  return current && ts.isObjectLiteralExpression(current) ? current : undefined;
}

function stringAt(node: ts.Expression | undefined, ...keys: string[]): string | undefined {
  const parent = keys.length > 1 ? objectAt(node, ...keys.slice(0, -1)) : (unwrap(node) as ts.Expression);
  if (!parent || !ts.isObjectLiteralExpression(parent)) return undefined;
  const value = unwrap(propertyOf(parent, keys.at(-1)!));
  if (!value) return undefined;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  return value.getText();
}

type RawStory = { exportName: string; object: ts.ObjectLiteralExpression };

function storyFacts(
  raw: RawStory,
  byName: Map<string, RawStory>,
  seen = new Set<string>(),
): Omit<StoryInfo, 'file'> {
  const facts = {
    exportName: raw.exportName,
    tags: [] as string[],
    hasPlay: false,
    interacts: false,
    pseudo: false,
    narrow: false,
  };
  seen.add(raw.exportName);
  for (const property of raw.object.properties) {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const base = byName.get(property.expression.text);
      if (base && !seen.has(base.exportName)) {
        const inherited = storyFacts(base, byName, seen);
        facts.hasPlay ||= inherited.hasPlay;
        facts.interacts ||= inherited.interacts;
        facts.pseudo ||= inherited.pseudo;
        facts.narrow ||= inherited.narrow;
      } else if (!base) {
        // A spread helper (such as narrowScreen) adds what its name says.
        if (/narrow/i.test(property.expression.text)) facts.narrow = true;
      }
    }
    if (ts.isSpreadAssignment(property) && ts.isCallExpression(property.expression)) {
      if (/narrow/i.test(property.expression.expression.getText())) facts.narrow = true;
    }
  }
  const play = propertyOf(raw.object, 'play');
  if (play) {
    facts.hasPlay = true;
    facts.interacts = INTERACTION.test(play.getText());
  }
  // Storybook's indexer reads tags statically: only a literal array on the story itself counts.
  facts.tags = stringArray(propertyOf(raw.object, 'tags'));
  if (objectAt(raw.object, 'parameters', 'pseudo')) facts.pseudo = true;
  if (/narrow/i.test(raw.exportName) || objectAt(raw.object, 'globals', 'viewport')) facts.narrow = true;
  return facts;
}

function readStoryFile(file: string, program: ts.Program, checker: ts.TypeChecker, problems: string[]) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`Not in the program: ${file}`);
  const relative = path.relative(path.resolve(UI_ROOT, '../..'), file);
  let meta: ts.ObjectLiteralExpression | undefined;
  let metaJsDoc = '';
  const raws: RawStory[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      const initializer = unwrap(declaration.initializer);
      if (!initializer || !ts.isObjectLiteralExpression(initializer) || !ts.isIdentifier(declaration.name))
        continue;
      if (declaration.name.text === 'meta') {
        meta = initializer;
        // Storybook's csf-plugin turns the meta's JSDoc into the docs page's description.
        metaJsDoc = ts
          .getJSDocCommentsAndTags(statement)
          .map((doc) => (ts.isJSDoc(doc) ? (ts.getTextOfJSDocComment(doc.comment) ?? '') : ''))
          .join('\n');
      } else if (exported) raws.push({ exportName: declaration.name.text, object: initializer });
    }
  }
  if (!meta) {
    problems.push(`${relative}: no \`const meta\``);
    return { stories: [], page: undefined };
  }
  const byName = new Map(raws.map((raw) => [raw.exportName, raw]));
  const stories = raws.map((raw) => ({ file: relative, ...storyFacts(raw, byName) }));
  const title = stringAt(meta, 'title') ?? relative;

  for (const story of stories) {
    const where = `${relative} ${story.exportName}`;
    const isTest = story.tags.includes('interaction-test');
    if (story.interacts && !isTest)
      problems.push(
        `${where}: its play function interacts, so the canvas stops showing the named state; make it a test story (STORIES.md)`,
      );
    if (isTest && (!story.tags.includes('!autodocs') || !story.exportName.endsWith('Test')))
      problems.push(`${where}: a test story is named …Test and tagged '!autodocs'`);
    if (isTest && !story.hasPlay)
      problems.push(`${where}: a test story without a play function tests nothing`);
  }
  const isScreen = title.startsWith('Screens/');
  const isFoundation = title.startsWith('Fundamentos/');
  if (
    !isScreen &&
    !isFoundation &&
    !stories.some((story) => story.exportName === 'Matrix') &&
    !(title in MATRIX_EXEMPT)
  )
    problems.push(`${relative}: no Matrix story showing the variants side by side`);

  const componentNode = unwrap(propertyOf(meta, 'component'));
  const docsDescription = stringAt(meta, 'parameters', 'docs', 'description', 'component');
  let description = docsDescription ?? metaJsDoc;
  const undocumentedProps: string[] = [];
  const storyOnlyArgs: string[] = [];
  if (componentNode && ts.isIdentifier(componentNode)) {
    let symbol = checker.getSymbolAtLocation(componentNode);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!description && symbol)
      description = ts.displayPartsToString(symbol.getDocumentationComment(checker));
    const documentedInMeta = new Set<string>();
    for (const property of objectAt(meta, 'argTypes')?.properties ?? []) {
      if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) continue;
      if (propertyOf(property.initializer, 'description'))
        documentedInMeta.add(property.name.getText().replace(/['"]/g, ''));
    }
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    const componentType =
      symbol && declaration ? checker.getTypeOfSymbolAtLocation(symbol, declaration) : undefined;
    const parameter = componentType?.getCallSignatures()[0]?.getParameters()[0];
    if (parameter && declaration && !isScreen) {
      const propsType = checker.getTypeOfSymbolAtLocation(parameter, declaration);
      // The docs page's props table lists the meta's args and argTypes too: a story helper's own args (a
      // Field label around an input) must be kept out of it with parameters.docs.controls.exclude.
      const propNames = new Set(propsType.getProperties().map((prop) => prop.name));
      const excluded = new Set(
        stringArray(propertyOf(objectAt(meta, 'parameters', 'docs', 'controls') ?? meta, 'exclude')),
      );
      for (const key of new Set([...keysOf(objectAt(meta, 'args')), ...keysOf(objectAt(meta, 'argTypes'))]))
        if (!propNames.has(key) && !excluded.has(key)) storyOnlyArgs.push(key);
      for (const prop of propsType.getProperties()) {
        const own = prop.declarations?.some(
          (decl) => !decl.getSourceFile().fileName.includes('node_modules'),
        );
        if (!own || documentedInMeta.has(prop.name)) continue;
        if (!ts.displayPartsToString(prop.getDocumentationComment(checker)).trim())
          undocumentedProps.push(prop.name);
      }
    }
  }
  const page: DocsPage = {
    file: relative,
    title,
    component: componentNode?.getText(),
    description,
    undocumentedProps,
    storyOnlyArgs,
  };
  if (!isFoundation) {
    if (!description.trim()) problems.push(`${relative}: the docs page has no description`);
    else if (!isScreen && !(/When to use/.test(description) && /Accessibility/.test(description)))
      problems.push(`${relative}: the description needs "When to use" and "Accessibility" sections`);
    if (undocumentedProps.length > 0)
      problems.push(`${relative}: props without a description: ${undocumentedProps.join(', ')}`);
    if (storyOnlyArgs.length > 0)
      problems.push(
        `${relative}: story-only args in the docs page's props table: ${storyOnlyArgs.join(', ')} (list them in parameters.docs.controls.exclude)`,
      );
  }
  return { stories, page };
}

export function auditStories(): StoryAudit {
  const files = STORY_ROOTS.flatMap((root) => findFiles(root, '.stories.tsx'));
  const mdxPages = STORY_ROOTS.flatMap((root) => findFiles(root, '.mdx')).length;
  const configPath = path.join(UI_ROOT, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('Cannot read tsconfig.json');
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const problems: string[] = [];
  const stories: StoryInfo[] = [];
  const pages: DocsPage[] = [];
  for (const file of files) {
    const result = readStoryFile(file, program, checker, problems);
    stories.push(...result.stories);
    if (result.page) pages.push(result.page);
  }
  return { stories, pages, mdxPages, problems };
}

export function storyFigures(audit: StoryAudit) {
  const tests = audit.stories.filter((story) => story.tags.includes('interaction-test'));
  return {
    'story files (docs pages)': audit.pages.length,
    'MDX pages': audit.mdxPages,
    stories: audit.stories.length,
    'showcase stories': audit.stories.length - tests.length,
    'test stories': tests.length,
    'forced-state stories (hover, focus, active)': audit.stories.filter((story) => story.pseudo).length,
    'narrow stories': audit.stories.filter((story) => story.narrow).length,
    'matrix stories': audit.stories.filter((story) => story.exportName === 'Matrix').length,
    'docs pages with a description': audit.pages.filter((page) => page.description.trim()).length,
  };
}

if (import.meta.main || process.argv[1] === import.meta.filename) {
  const audit = auditStories();
  for (const [name, value] of Object.entries(storyFigures(audit))) console.log(`${name.padEnd(46)} ${value}`);
  if (audit.problems.length > 0) {
    console.log(`\n${audit.problems.length} problems:`);
    for (const problem of audit.problems) console.log(`- ${problem}`);
    process.exitCode = 1;
  }
}
