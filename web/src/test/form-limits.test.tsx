import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ProductFields } from '../pages/product-type/components/fields';
import { ScriptDrawer } from '../pages/symptom-desc/components/ScriptDrawer';
import { LabelDrawer } from '../pages/symptom-label/components/LabelDrawer';
import { renderWithProviders } from './render';

/**
 * Forms take their limits from the contract, where the server's schemas take them: with other values there, the
 * fields follow (a number written into a form would not).
 */
vi.mock('@skin/contract', async (original) => ({
  ...(await original<typeof import('@skin/contract')>()),
  LABEL_NAME_MAX: 11,
  LABEL_TEXT_MAX: 12,
  SYMPTOM_KEY_MAX: 13,
  SYMPTOM_DEGREES: [1, 2],
  SCRIPT_TEXT_MAX: 14,
  PRODUCT_NAME_MAX: 15,
  PRODUCT_ADVANTAGES_MAX: 16,
  LINK_MAX: 17,
}));

const maxLengthOf = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');

describe('form limits', () => {
  it('LabelDrawer: name, symptom key, texts and degrees', () => {
    renderWithProviders(
      <LabelDrawer
        editing={{ mode: 'addLabel' }}
        language="en-US"
        types={[]}
        defaults={['#FADB14', '#FA8C16', '#F5222D']}
        mobile={false}
        onClose={() => {}}
      />,
    );
    expect(maxLengthOf('Label name')).toBe('11');
    expect(maxLengthOf('Symptom key')).toBe('13');
    for (const text of ['Description', 'Formation reason', 'Care suggestions']) expect(maxLengthOf(text)).toBe('12');
    expect(screen.getByLabelText('Moderate')).toBeTruthy();
    expect(screen.queryByLabelText('Severe')).toBeNull();
  });

  it('ScriptDrawer: the wording', () => {
    renderWithProviders(
      <ScriptDrawer
        script={{
          id: 1,
          shopId: 3,
          language: 'en-US',
          symptomKey: 'acne',
          degree: 1,
          content: 'Wash twice a day',
          image1: null,
          image2: null,
          image1Url: null,
          image2Url: null,
          fromPlatform: false,
          updatedAt: new Date().toISOString(),
        }}
        symptomName="Acne"
        mobile={false}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('14');
  });

  it('ProductFields: name, link and advantages', () => {
    renderWithProviders(
      <Form>
        <ProductFields types={[]} choices={[]} choicesLoading={false} />
      </Form>,
    );
    expect(maxLengthOf('Scheme name')).toBe('15');
    expect(maxLengthOf('External link')).toBe('17');
    expect(maxLengthOf('Introduction')).toBe('16');
  });
});
