import { CircleHelp, HeartHandshake, ScrollText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { Modal } from '../../../components/ui/modal';
import { HELP_SECTIONS, type THelpSection } from '../../../lib/links';

const ICONS: Record<THelpSection, LucideIcon> = {
  term: ScrollText,
  privacy: ShieldCheck,
  responsible: HeartHandshake,
  faq: CircleHelp,
};

const FAQ_KEYS = ['account', 'deposit', 'withdraw', 'trial', 'security'] as const;
const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

interface THelpModalProps {
  open: boolean;
  onClose: () => void;
  /** Section to scroll to on open (the URL hash, e.g. `term`). */
  anchor: string | null;
}

/** The help modal (spec §2) with anchored sections: terms, privacy, responsible gaming, FAQ. */
export function HelpModal({ open, onClose, anchor }: THelpModalProps) {
  const { t } = useTranslation('help');
  const config = useSiteConfig();
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !anchor) return;
    const target = bodyRef.current?.querySelector<HTMLElement>(`#${CSS.escape(anchor)}`);
    target?.scrollIntoView({ block: 'start' });
  }, [open, anchor]);

  const goTo = (section: THelpSection) => {
    bodyRef.current
      ?.querySelector<HTMLElement>(`#${section}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      size="lg"
      className="help-modal"
      initialFocus=".help__nav button"
    >
      <nav className="help__nav" aria-label={t('sections')}>
        {HELP_SECTIONS.map((section) => {
          const Icon = ICONS[section];
          return (
            <button
              key={section}
              type="button"
              onClick={() => goTo(section)}
              className={anchor === section ? 'is-active' : undefined}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`${section}.title`)}
            </button>
          );
        })}
      </nav>
      <div className="help__body" ref={bodyRef}>
        {HELP_SECTIONS.filter((s) => s !== 'faq').map((section) => {
          const Icon = ICONS[section];
          return (
            <section
              key={section}
              id={section}
              className="help__section"
              aria-labelledby={`${section}-title`}
            >
              <h3 id={`${section}-title`}>
                <Icon size={20} aria-hidden="true" />
                {t(`${section}.title`)}
              </h3>
              {PARAGRAPHS.map((p) => (
                <p key={p}>{t(`${section}.${p}`, { siteName: config.siteName })}</p>
              ))}
            </section>
          );
        })}
        <section id="faq" className="help__section" aria-labelledby="faq-title">
          <h3 id="faq-title">
            <CircleHelp size={20} aria-hidden="true" />
            {t('faq.title')}
          </h3>
          {FAQ_KEYS.map((key) => (
            <details key={key} className="help__faq">
              <summary>{t(`faq.${key}.q`)}</summary>
              <p>{t(`faq.${key}.a`, { siteName: config.siteName })}</p>
            </details>
          ))}
        </section>
      </div>
    </Modal>
  );
}
