import type { UiSchema } from '@rjsf/utils';
import { formVariant } from '../../core/index.ts';
import type { EntitySchema, Field, FormVariantName, Widget } from '../../core/index.ts';

function defaultWidget(field: Field): Widget {
  if (field.oneOf) return 'select';
  if (field.relation) return 'relation';
  if (field.type === 'boolean') return 'checkbox';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.format === 'email') return 'email';
  if (field.format === 'date-time') return 'datetime';
  if (field.writeOnly) return 'password';
  return 'text';
}

/** The RJSF uiSchema of a form variant: order, widgets and their options, from the schema's ui hints. */
export function formUiSchema(entity: EntitySchema, variant: FormVariantName): UiSchema {
  const form = formVariant(entity, variant);
  const ui: UiSchema = { 'ui:order': [...form.fields], 'ui:submitButtonOptions': { norender: true } };
  for (const name of form.fields) {
    const field = entity.fields[name];
    if (!field) continue;
    const hints = form.ui?.[name] ?? {};
    ui[name] = {
      'ui:widget': hints.widget ?? defaultWidget(field),
      ...(hints.placeholder ? { 'ui:placeholder': hints.placeholder } : {}),
      ...(hints.hint ? { 'ui:help': hints.hint } : {}),
      'ui:options': { mask: hints.mask, step: hints.step, autoComplete: hints.autoComplete },
    };
  }
  return ui;
}
