import {
  AD_TITLE_MAX,
  ErrorCode,
  isValidLink,
  LANGUAGES,
  type Language,
  type TAdInfo,
  type TAdType,
} from '@skin/contract';
import { Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddAdInfo, useUpdateAdInfo } from '../../../api/adInfo';
import { useLanguage } from '../../../app/language-context';
import { useFeedback } from '../../../app/useFeedback';
import { FormDialog } from '../../../components/FormDialog';
import { ImageUpload, type ImageValue } from '../../../components/ImageUpload';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { translate } from '../../../i18n/server-messages';

interface Values {
  language: Language;
  type: TAdType;
  title: string;
  image: ImageValue;
  link: string;
  enabled: boolean;
}

const FIELDS = ['language', 'type', 'title', 'image', 'link', 'enabled'] as const;
const FIELD_OF: Record<number, string> = {
  [ErrorCode.AD_TITLE_TAKEN.code]: 'title',
  [ErrorCode.IMAGE_KEY_INVALID.code]: 'image',
};

/**
 * Adds an advert (in the screen's language and type, which the form lets change) or edits one (its language
 * stays). `titlesOf` gives the titles already used in a list the screen has loaded, checked before sending.
 */
export function AdForm({
  open,
  record,
  language,
  type,
  titlesOf,
  onClose,
  onSaved,
}: {
  open: boolean;
  record?: TAdInfo;
  language: Language;
  type: TAdType;
  titlesOf: (language: Language, type: TAdType, exceptId?: number) => string[] | null;
  onClose: () => void;
  /** The advert as saved: the screen shows its list (a new one may be in another language, an edit of another type). */
  onSaved: (saved: TAdInfo) => void;
}) {
  const { t } = useTranslation(['adInfo', 'common']);
  const { message } = useFeedback();
  const { language: ui } = useLanguage();
  const add = useAddAdInfo();
  const update = useUpdateAdInfo();

  const initialValues: Partial<Values> = record
    ? {
        language: record.language,
        type: record.type,
        title: record.title,
        image: { key: record.image, url: record.imageUrl },
        link: record.link,
        enabled: record.enabled,
      }
    : { language, type, title: '', image: { key: null, url: null }, link: '', enabled: true };

  return (
    <FormDialog<Values>
      open={open}
      recordKey={record?.id}
      title={record ? t('editTitle') : t('addTitle')}
      name="ad-info"
      width={520}
      scrollBody
      initialValues={initialValues}
      fieldOf={FIELD_OF}
      fields={FIELDS}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          type: v.type,
          title: v.title.trim(),
          image: v.image.key!,
          link: v.link.trim(),
          enabled: v.enabled,
        };
        if (record) {
          onSaved(await update.mutateAsync({ id: record.id, body }));
          message.success(t('saved'));
        } else {
          onSaved(await add.mutateAsync({ ...body, language: v.language }));
          message.success(t('added'));
        }
      }}
    >
      <Form.Item
        name="language"
        label={t('language')}
        extra={record ? undefined : t('languageHint')}
        rules={[{ required: true, message: translate(ui, 'adLanguageRequired') }]}
      >
        <Select
          disabled={!!record}
          options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item name="type" label={t('type')} rules={[{ required: true, message: translate(ui, 'adTypeRequired') }]}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 1, label: t('carousel') },
            { value: 2, label: t('startup') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('title')}
        extra={t('titleHint')}
        dependencies={['language', 'type']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => {
              const title = value?.trim().toLowerCase();
              if (!title) return Promise.resolve();
              const taken = titlesOf(getFieldValue('language'), getFieldValue('type'), record?.id);
              return taken?.some((x) => x.toLowerCase() === title)
                ? Promise.reject(new Error(translate(ui, 'adTitleTaken', { title: value!.trim() })))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <Input maxLength={AD_TITLE_MAX} showCount placeholder={t('titlePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="image"
        label={t('image')}
        required
        rules={[
          {
            validator: (_, value?: ImageValue) =>
              value?.key ? Promise.resolve() : Promise.reject(new Error(t('imageRequired'))),
          },
        ]}
      >
        <ImageUpload label={t('image')} />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('link')}
        extra={t('linkHint')}
        rules={[
          {
            validator: (_, value?: string) =>
              isValidLink((value ?? '').trim())
                ? Promise.resolve()
                : Promise.reject(new Error(translate(ui, 'linkInvalid'))),
          },
        ]}
      >
        <Input maxLength={500} placeholder={t('linkPlaceholder')} inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch checkedChildren={t('on')} unCheckedChildren={t('off')} />
      </Form.Item>
    </FormDialog>
  );
}
