// @vitest-environment happy-dom
/**
 * Every place that shows a message reads it the same way: an item's messages and a field's use the
 * Swedish workflow's wording for a twin key, as the message areas always did.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldMessages, ItemMessageList } from '../../src/features/cart/items/message-list';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const duplicate = {
  type: 'error' as const,
  translationKey: 'validation.duplicate_domain_profile',
  values: {},
};
const swedish = { company: 'se-ws' as const, companyCountry: 'SE', workflow: 2 as const };

describe('a message as the customer reads it', () => {
  it("uses the Swedish workflow's wording in an item's and a field's messages", () => {
    renderInApp(
      <>
        <ItemMessageList path="item-1" messages={[duplicate]} />
        <FieldMessages id="field" messages={[duplicate]} />
      </>,
      { config: swedish },
    );
    expect(screen.getAllByText('User information with the same details already exists.')).toHaveLength(2);
  });

  it('uses the standard wording elsewhere, and a server text as it came', () => {
    renderInApp(
      <ItemMessageList
        path="item-1"
        messages={[duplicate, { type: 'info', translationKey: 'x', text: 'Hej!' }]}
      />,
    );
    expect(screen.getByText('A domain profile with the same details already exists.')).toBeVisible();
    expect(screen.getByText('Hej!')).toBeVisible();
  });
});
