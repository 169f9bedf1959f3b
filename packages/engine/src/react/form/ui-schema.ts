import type { UiSchema } from '@rjsf/utils';
import { formVariant, variantFor } from '../../core/index.ts';
import type { EntitySchema, FormVariantName } from '../../core/index.ts';

/**
 * The RJSF uiSchema of a form variant (as the profile sees it, when given): order, widgets and their options, from the resolved display hints
 * (the resolver has picked every widget). A text input carries the field's maxLength, so the user meets the
 * limit while typing rather than on submit.
 */
export function formUiSchema(
  entity: EntitySchema,
  variant: FormVariantName,
  profile?: string | null,
): UiSchema {
  const form = profile ? variantFor(entity, variant, profile) : formVariant(entity, variant);
  const ui: UiSchema = { 'ui:order': [...form.fields], 'ui:submitButtonOptions': { norender: true } };
  for (const name of form.fields) {
    const hints = form.ui[name];
    const field = entity.fields[name];
    if (!hints || !field) continue;
    const relation = field.relation
      ? {
          relation: field.relation,
          dependsOnTitle: field.relation.dependsOn
            ? entity.fields[field.relation.dependsOn]?.title
            : undefined,
          withinEntity: field.relation.within
            ? entity.fields[field.relation.within.of]?.relation?.entity
            : undefined,
        }
      : {};
    const source = field.options
      ? {
          source: field.options,
          dependsOnTitle: field.options.dependsOn ? entity.fields[field.options.dependsOn]?.title : undefined,
        }
      : {};
    ui[name] = {
      'ui:widget': hints.widget,
      ...(hints.placeholder ? { 'ui:placeholder': hints.placeholder } : {}),
      ...(hints.hint ? { 'ui:help': hints.hint } : {}),
      'ui:options': {
        mask: hints.mask,
        step: hints.step,
        prefix: hints.prefix,
        suffix: hints.suffix,
        autoComplete: hints.autoComplete,
        maxLength: field.maxLength,
        ...relation,
        ...source,
      },
    };
  }
  return ui;
}
