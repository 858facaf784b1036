import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';

import { confirmTranslationAction, suggestTranslationsAction } from '@/app/(admin)/admin/_actions/translations';

import { ErrorLine } from './ErrorLine.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { renderInAdminScreen } from './test-support';
import { type FieldTranslation, TranslationEditingProvider } from './TranslationEditing.client';

const texts = { name_en: 'Press', name_fr: 'Presse hydraulique', name_de: 'Presse', name_it: '', name_es: 'Prensa' };
const name: FieldTranslation = {
  source: ['fr'],
  states: { en: 'current', fr: 'current', de: 'outdated', it: 'missing', es: 'current' },
};

function Form(props: { onDirty?: (dirty: boolean) => void }) {
  const form = useForm({ defaultValues: texts });
  props.onDirty?.(form.formState.isDirty);
  return (
    <LocalizedInputs
      locale="en"
      fields={[{ field: 'name', label: 'Name' }]}
      register={form.register}
      formState={form.formState}
      item={{ kind: 'machine', id: 7 }}
      form={form}
    />
  );
}

function renderForm(suggest: boolean, onDirty?: (dirty: boolean) => void) {
  return renderInAdminScreen(
    <TranslationEditingProvider items={{ 'machine:7': { name } }} suggest={suggest} locale="en">
      <ErrorLine />
      <Form onDirty={onDirty} />
    </TranslationEditingProvider>,
  );
}

const languageTab = (language: string) => screen.getByRole('tab', { name: new RegExp(`^${language}`) });
const panel = () => screen.getByRole('tabpanel');

describe('LocalizedInputs on an item’s screen', () => {
  beforeEach(() => jest.mocked(confirmTranslationAction).mockResolvedValue({ ok: true, data: null }));

  it("shows each language's state, and the other languages beside the field with the one changed first marked", () => {
    renderForm(false);
    fireEvent.click(languageTab('German'));
    expect(within(panel()).getByText('Out of date')).toBeInTheDocument();
    // Folded under the field where the form is narrow (a phone): opened by its button.
    fireEvent.click(within(panel()).getByRole('button', { name: /Other languages/ }));
    const others = within(panel()).getByRole('region', { name: 'Name in the other languages' });
    const french = others.querySelector('[data-language="fr"]') as HTMLElement;
    expect(french).toHaveTextContent('Presse hydraulique');
    expect(french).toHaveTextContent('changed first');
    expect(others.querySelector('[data-language="it"]')).toHaveTextContent('(empty)');
    // The tabs of the languages that need work say so.
    expect(languageTab('Italian')).toHaveTextContent('Missing');
    expect(screen.queryByRole('button', { name: 'Suggest all missing' })).not.toBeInTheDocument();
  });

  it('copies another language into an empty field, as an unsaved change', async () => {
    let dirty = false;
    renderForm(false, (value) => (dirty = value));
    fireEvent.click(languageTab('Italian'));
    expect(within(panel()).getByText('Missing')).toBeInTheDocument();
    // The copy is checked as it is set, asynchronously: act waits for it.
    await act(async () =>
      fireEvent.click(within(panel()).getByRole('button', { name: 'Copy the French Name into Italian', hidden: true })),
    );
    expect(within(panel()).getByLabelText('Name (Italian)')).toHaveValue('Presse hydraulique');
    expect(dirty).toBe(true);
    // Only into an empty field.
    expect(within(panel()).queryByRole('button', { name: /^Copy/, hidden: true })).not.toBeInTheDocument();
  });

  it('confirms an out-of-date language as still right', async () => {
    renderForm(false);
    fireEvent.click(languageTab('German'));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Confirm that the German Name is still right' }));
    await waitFor(() =>
      expect(confirmTranslationAction).toHaveBeenCalledWith({ kind: 'machine', id: 7, field: 'name', language: 'de' }),
    );
  });

  it('fills the missing and out-of-date languages with suggestions, marked and not saved', async () => {
    jest.mocked(suggestTranslationsAction).mockResolvedValue({
      ok: true,
      data: [{ de: 'Hydraulikpresse', it: 'Pressa idraulica' }],
    });
    let dirty = false;
    renderForm(true, (value) => (dirty = value));
    // The answer comes back in a transition: act waits for it and its updates.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suggest all missing' })));
    await screen.findByText('Suggestions added to the form. They are not saved yet: check them, then save.');
    expect(suggestTranslationsAction).toHaveBeenCalledWith({
      texts: [{ from: 'fr', text: 'Presse hydraulique', to: ['de', 'it'] }],
    });
    fireEvent.click(languageTab('Italian'));
    expect(within(panel()).getByLabelText('Name (Italian)')).toHaveValue('Pressa idraulica');
    expect(within(panel()).getByText('Suggestion, not saved')).toBeInTheDocument();
    expect(dirty).toBe(true);
    // Edited by hand, it is the office's own text.
    fireEvent.change(within(panel()).getByLabelText('Name (Italian)'), { target: { value: 'Pressa' } });
    expect(within(panel()).queryByText('Suggestion, not saved')).not.toBeInTheDocument();
  });

  it("says why no suggestion came, on the screen's error line", async () => {
    jest.mocked(suggestTranslationsAction).mockResolvedValue({ ok: false, error: 'suggestQuota' });
    renderForm(true);
    fireEvent.click(languageTab('German'));
    // The copy is checked as it is set (asynchronously): act waits for it.
    await act(async () =>
      fireEvent.click(
        within(panel()).getByRole('button', { name: 'Suggest the Name in the missing or out-of-date languages' }),
      ),
    );
    expect(
      await screen.findByText(
        'This month’s quota of the translation service is used up. Translate by hand, or ask whoever looks after the site.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Name (German)')).toHaveValue('Presse');
  });
});
