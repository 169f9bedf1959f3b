import type {
  DescriptionFieldProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  TemplatesType,
  TitleFieldProps,
  WidgetProps,
} from '@rjsf/utils';
import { Field } from '@frota/ui';
import { defaultWidgets } from './widgets.tsx';

/** Label, required marker, hint and the first error around each input, from packages/ui's Field. */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, rawErrors, children, hidden, schema, uiSchema } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  // Objects lay out their fields; booleans are checkboxes that carry their own label.
  if (schema.type === 'object' || schema.type === 'boolean') return <>{children}</>;
  const hint = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  return (
    <Field label={label} htmlFor={id} required={required} hint={hint} error={rawErrors?.[0]}>
      {children}
    </Field>
  );
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}
    </div>
  );
}

const Nothing = (_props: FieldErrorProps | FieldHelpProps | DescriptionFieldProps | TitleFieldProps) => null;

function BaseInputTemplate(props: WidgetProps) {
  return <defaultWidgets.text {...props} />;
}

/** Our templates replace RJSF's defaults: errors, hints and titles are drawn by Field, not by RJSF. */
export const defaultTemplates = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  BaseInputTemplate: BaseInputTemplate as TemplatesType['BaseInputTemplate'],
} satisfies Partial<TemplatesType>;
