import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
  type RegistryFieldsType,
  type SubmitButtonProps,
  type TemplatesType,
} from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import { Button } from '@frota/ui';
import { ArrayField } from './array-field.tsx';
import { defaultTemplates } from './templates.tsx';
import { unsupportedPart } from './unsupported-part.tsx';

function SubmitButton(_props: SubmitButtonProps) {
  return (
    <Button type="submit" variant="primary">
      Salvar
    </Button>
  );
}

/** RJSF's fields for what the schema format produces: an object of strings, numbers, integers, booleans and lists. */
const fields: RegistryFieldsType = {
  SchemaField,
  ObjectField,
  StringField,
  NumberField,
  BooleanField,
  ArrayField,
  NullField: unsupportedPart('NullField'),
  AnyOfField: unsupportedPart('AnyOfField'),
  OneOfField: unsupportedPart('OneOfField'),
  CyclicSchemaField: unsupportedPart('CyclicSchemaField'),
  FallbackField: unsupportedPart('FallbackField'),
  OptionalDataControlsField: unsupportedPart('OptionalDataControlsField'),
  LayoutGridField: unsupportedPart('LayoutGridField'),
  LayoutHeaderField: unsupportedPart('LayoutHeaderField'),
  LayoutMultiSchemaField: unsupportedPart('LayoutMultiSchemaField'),
};

const templates: TemplatesType = {
  ...defaultTemplates,
  ArrayFieldTemplate: unsupportedPart('ArrayFieldTemplate'),
  ArrayFieldDescriptionTemplate: unsupportedPart('ArrayFieldDescriptionTemplate'),
  ArrayFieldItemButtonsTemplate: unsupportedPart('ArrayFieldItemButtonsTemplate'),
  ArrayFieldItemTemplate: unsupportedPart('ArrayFieldItemTemplate'),
  ArrayFieldTitleTemplate: unsupportedPart('ArrayFieldTitleTemplate'),
  CyclicSchemaExpandTemplate: unsupportedPart('CyclicSchemaExpandTemplate'),
  ErrorListTemplate: unsupportedPart('ErrorListTemplate'),
  FallbackFieldTemplate: unsupportedPart('FallbackFieldTemplate'),
  GridTemplate: unsupportedPart('GridTemplate'),
  MultiSchemaFieldTemplate: unsupportedPart('MultiSchemaFieldTemplate'),
  OptionalDataControlsTemplate: unsupportedPart('OptionalDataControlsTemplate'),
  UnsupportedFieldTemplate: unsupportedPart('UnsupportedFieldTemplate'),
  WrapIfAdditionalTemplate: unsupportedPart('WrapIfAdditionalTemplate'),
  ButtonTemplates: {
    SubmitButton,
    AddButton: unsupportedPart('AddButton'),
    CopyButton: unsupportedPart('CopyButton'),
    MoveDownButton: unsupportedPart('MoveDownButton'),
    MoveUpButton: unsupportedPart('MoveUpButton'),
    RemoveButton: unsupportedPart('RemoveButton'),
    ClearButton: unsupportedPart('ClearButton'),
  },
};

/**
 * The registry RJSF's Form starts from, in place of @rjsf/core's getDefaultRegistry (the engine's Vite plugin
 * swaps it in at build time, see build/rjsf-lean-registry.ts). RJSF's own registers every default field,
 * template and widget (arrays, oneOf, layout grids, file, color, rating...), ~16 KB gzipped that no engine form
 * uses, and brings markdown-to-jsx with them. Same shape and defaults as RJSF's, fewer parts.
 */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields,
    templates,
    widgets: {},
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
