const PLACEHOLDER = /\{(\w+)\}/g;

/** The fields a record-name template (`recordName`) names, in order. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * A record-name template with each {field} replaced by its text.
 *
 * @example fillTemplate('faixa de {minPerformance}% a {maxPerformance}%', (f) => (f === 'minPerformance' ? '0' : '70')) // 'faixa de 0% a 70%'
 */
export function fillTemplate(template: string, text: (field: string) => string): string {
  return template.replace(PLACEHOLDER, (_, field: string) => text(field));
}
