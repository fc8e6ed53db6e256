import { ACCESS_GROUPS, type AccessCode, type AccessGroup, GRANTABLE_CODES, withViewRule } from '@skin/contract';
import { Checkbox, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type GroupKey = AccessGroup | 'other';

/** The grantable codes in their groups (`ACCESS_GROUPS`, contract/src/access.ts); a code in none lands in "Other". */
export function accessGroups(): { key: GroupKey; codes: AccessCode[] }[] {
  const grouped = (Object.entries(ACCESS_GROUPS) as [AccessGroup, readonly AccessCode[]][]).map(([key, codes]) => ({
    key,
    codes: codes.filter((c) => GRANTABLE_CODES.includes(c)),
  }));
  const listed = new Set(grouped.flatMap((g) => g.codes));
  const other = GRANTABLE_CODES.filter((c) => !listed.has(c));
  return other.length ? [...grouped, { key: 'other', codes: [...other] }] : grouped;
}

/** The translated name of an access code (`users:add` is the key `codes.users_add`). */
export function accessLabel(t: TFunction<'staff'>, code: string): string {
  return t(`codes.${code.replace(/[:-]/g, '_')}` as 'codes.users', { defaultValue: code });
}

interface Props {
  value?: AccessCode[];
  onChange?: (value: AccessCode[]) => void;
  id?: string;
}

/**
 * Every grantable code as a checkbox, grouped, each group with an "All" box. Codes stay coherent
 * (`withViewRule`): ticking an action ticks its screen's view code, unticking the view unticks its actions.
 */
export function AccessPicker({ value = [], onChange, id }: Props) {
  const { t } = useTranslation(['staff', 'common']);
  const set = new Set(value);
  const emit = (next: Set<AccessCode>) =>
    onChange?.(withViewRule(value, [...next]).filter((c) => GRANTABLE_CODES.includes(c)));

  return (
    <div id={id}>
      {accessGroups().map((group) => {
        const held = group.codes.filter((c) => set.has(c)).length;
        return (
          <fieldset key={group.key} className="su-access-group" style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ fontSize: 14, marginBottom: 4, border: 0 }}>
              <Checkbox
                checked={held === group.codes.length}
                indeterminate={held > 0 && held < group.codes.length}
                onChange={(e) => {
                  const next = new Set(set);
                  for (const c of group.codes) e.target.checked ? next.add(c) : next.delete(c);
                  emit(next);
                }}
              >
                <Typography.Text strong>{t(`groups.${group.key}`)}</Typography.Text>
              </Checkbox>
            </legend>
            <Checkbox.Group
              style={{ paddingLeft: 24 }}
              value={group.codes.filter((c) => set.has(c))}
              options={group.codes.map((c) => ({ value: c, label: accessLabel(t, c) }))}
              onChange={(checked) => {
                const next = new Set(set);
                for (const c of group.codes) next.delete(c);
                for (const c of checked as AccessCode[]) next.add(c);
                emit(next);
              }}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
