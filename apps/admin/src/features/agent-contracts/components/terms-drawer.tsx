import type { ComponentProps, ReactNode } from 'react';
import { FormDrawer } from '../../../components/crud/form-drawer';
import { TermsFields } from './terms-fields';

/**
 * The drawer of a contract's terms (giving a contract, keeping a template): the caller's own
 * fields first, then the terms, with Cancel and the caller's save. Its form never submits an
 * enclosing one: a drawer opened inside a form still bubbles there in React's tree (a portal).
 */
export function TermsDrawer({
  formId,
  title,
  description,
  saveLabel,
  submitting = false,
  onSubmit,
  onClose,
  terms,
  children,
}: {
  formId: string;
  title: string;
  description: string;
  saveLabel: string;
  submitting?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  terms: ComponentProps<typeof TermsFields>;
  children: ReactNode;
}) {
  return (
    <FormDrawer
      formId={formId}
      size="lg"
      title={title}
      description={description}
      saveLabel={saveLabel}
      submitting={submitting}
      serverError={null}
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onSubmit();
      }}
      onClose={onClose}
    >
      {children}
      <TermsFields {...terms} />
    </FormDrawer>
  );
}
