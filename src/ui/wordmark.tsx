/**
 * The brand's wordmark (header and login drawer): the name of the brand the configured theme or
 * company stands for (src/ui/theme.ts), drawn in the theme's primary colour and lettering (themes.css).
 */
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services';
import { brandNameKeys, wordmarkClass } from './brand-names';
import { brandOf } from './theme';

export function Wordmark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const brand = brandOf(config);
  return (
    <span className={wordmarkClass(className)} data-brand={brand}>
      {t(brandNameKeys[brand])}
    </span>
  );
}
