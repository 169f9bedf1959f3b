// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './templates.tsx';
import { defaultWidgets } from './widgets.tsx';

// No schema of the format has a null field: a validator that accepts anything is enough to render one.
const schema: RJSFSchema = {
  type: 'object',
  properties: { nothing: { type: 'null' } },
};
const validateFns = { [hashForSchema(schema)]: () => true } as unknown as ValidatorFunctions;

describe("the engine's RJSF registry (build/rjsf-lean-registry.ts, also in these tests)", () => {
  it('replaces the default registry: RJSF fields only for what the schema format produces', () => {
    const { fields } = Form.getRegistry(
      { schema: {}, validator: undefined as never },
      {},
      undefined as never,
    );
    expect(fields['ObjectField']?.name).toBe('ObjectField');
    // Lists of values (type "array") get one widget for the whole list, not RJSF's item-by-item field.
    expect(fields['ArrayField']?.name).toBe('ArrayField');
    expect(fields['NullField']?.displayName).toBe('Unsupported(NullField)');
  });

  it('shows a part it does not implement as a message, not a crash', () => {
    const validator = createPrecompiledValidator(validateFns, schema);
    render(
      <Form
        schema={schema}
        validator={validator}
        widgets={defaultWidgets}
        templates={defaultTemplates}
        showErrorList={false}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O formulário usa NullField, que o engine não implementa.',
    );
  });
});
