import { fireEvent, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';

import { LocalizedInputs } from './LocalizedInputs.client';
import { renderInAdminScreen } from './test-support';

function Form() {
  const form = useForm({
    defaultValues: {
      description_en: 'A **strong** press.',
      description_fr: '',
      description_de: '',
      description_it: '',
      description_es: '',
    },
  });
  return (
    <LocalizedInputs
      locale="en"
      fields={[{ field: 'description', label: 'Description', formatted: true }]}
      register={form.register}
      formState={form.formState}
    />
  );
}

const panel = () => screen.getByRole('tabpanel');
const previewButton = () => within(panel()).getByRole('button', { name: /Preview/ });

describe('A formatted field', () => {
  it('says how to format under the field, for screen readers too', () => {
    renderInAdminScreen(<Form />);
    const field = within(panel()).getByRole('textbox', { name: /Description/ });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('Formatting: **bold**, *italic*, - list, [link](https://…)');
  });

  it('previews the open language as the site shows it, kept up with the typing, until closed', () => {
    renderInAdminScreen(<Form />);
    expect(previewButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /Preview/ })).not.toBeInTheDocument();

    fireEvent.click(previewButton());
    expect(previewButton()).toHaveAttribute('aria-expanded', 'true');
    const preview = screen.getByRole('region', { name: 'Preview: Description (English)' });
    expect(preview.querySelector('[lang="en"]')).not.toBeNull();
    expect(within(preview).getByText('strong').tagName).toBe('STRONG');

    const field = within(panel()).getByRole('textbox', { name: /Description/ });
    fireEvent.change(field, { target: { value: 'Ask [us](https://example.com):\n- a\n- b <script>x</script>' } });
    expect(within(preview).getByRole('link', { name: 'us' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b <script>x</script>']);
    expect(preview.querySelector('script')).toBeNull();

    fireEvent.click(previewButton());
    expect(screen.queryByRole('region', { name: /Preview/ })).not.toBeInTheDocument();
  });

  it('previews each language on its own tab, in that language, and says when there is nothing yet', () => {
    renderInAdminScreen(<Form />);
    fireEvent.click(screen.getByRole('tab', { name: /^French/ }));
    fireEvent.click(previewButton());
    const preview = screen.getByRole('region', { name: 'Preview: Description (French)' });
    expect(preview).toHaveTextContent('Nothing to preview yet.');
    fireEvent.change(within(panel()).getByRole('textbox', { name: /Description/ }), {
      target: { value: '*Presse* robuste' },
    });
    expect(within(preview).getByText('Presse').tagName).toBe('EM');
    expect(preview.querySelector('[lang="fr"]')).not.toBeNull();
  });
});
