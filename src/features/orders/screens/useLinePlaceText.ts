import { useTranslate } from 'react-admin';
import type { LinePlace } from '../lineMoves';
import { LINE_STAGE_KEYS, stepNameIn } from '../lineStages';
import { useReaderLanguage } from '../../../client/i18n/useReaderLanguage';

/**
 * A line's place (docs/line-stages.md) as its reader reads it: the stage, and the production step
 * in the reader's language ("In production: Tanning").
 * @example const placeText = useLinePlaceText(); placeText({ stage: 'crated', step: null }) // 'Crated'
 */
export function useLinePlaceText(): (place: LinePlace) => string {
  const translate = useTranslate();
  const language = useReaderLanguage();
  return ({ stage, step }) => {
    const stageText = translate(LINE_STAGE_KEYS[stage]);
    if (!step) return stageText;
    return translate('portal.lineStages.withStep', {
      stage: stageText,
      step: stepNameIn(step, language),
    });
  };
}
