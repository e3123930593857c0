import type { RecipeVersion } from '@potluck/api';
import { Alert, Button, Select } from '@potluck/ui';
import { History } from 'lucide-react';
import { DETAIL_TEXT as T, formatRecipeDate, formatShortDate } from './detail.constants';
import * as styles from './recipe-detail.css';

const CURRENT = 'current';

export interface VersionPickerProps {
  versions: readonly RecipeVersion[];
  /** The version shown; null is the current recipe. */
  selected: number | null;
  onSelect: (version: number | null) => void;
}

/** Lists the recipe's versions; picking an older one shows its snapshot. Hidden with one version or none. */
export function VersionPicker({ versions, selected, onSelect }: VersionPickerProps) {
  if (versions.length < 2) return null;
  const options = versions.map((v) => ({
    value: v.is_current ? CURRENT : String(v.version_number),
    // Short enough for the trigger: the current one needs no date, older ones are told apart by it.
    label: v.is_current
      ? T.versionLabel(v.version_number, true)
      : `${T.versionLabel(v.version_number, false)} · ${formatShortDate(v.created_at)}`,
  }));
  return (
    <Select
      className={styles.versionPicker}
      aria-label={T.version}
      options={options}
      value={selected === null ? CURRENT : String(selected)}
      onValueChange={(value) => onSelect(value === CURRENT ? null : Number(value))}
    />
  );
}

export interface OldVersionBannerProps {
  version: RecipeVersion;
  onBackToCurrent: () => void;
}

/** Says that an older, read-only snapshot is on screen, with the way back. */
export function OldVersionBanner({ version, onBackToCurrent }: OldVersionBannerProps) {
  return (
    <Alert tone="warning" title={T.oldVersionTitle(version.version_number)}>
      <div className={styles.banner}>
        <span>
          {T.oldVersionBody}
          {version.change_summary
            ? ` “${version.change_summary}” · ${formatRecipeDate(version.created_at)}`
            : ` ${formatRecipeDate(version.created_at)}`}
        </span>
        <Button size="sm" variant="secondary" iconStart={<History size={16} />} onClick={onBackToCurrent}>
          {T.backToCurrent}
        </Button>
      </div>
    </Alert>
  );
}
