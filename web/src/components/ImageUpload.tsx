import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ErrorCode,
  IMAGE_MAX_BYTES,
  IMAGE_RECOMMENDED_SIDE,
  IMAGE_RULES,
  IMAGE_TYPES,
  type ImageRefusal,
  inspectImage,
  refusalParams,
  type TFilePutResponse,
} from '@skin/contract';
import { Button, Image, Progress, Space, Typography, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { uploadImage } from '../api/file';
import { useLanguage } from '../app/language-context';
import { translate } from '../i18n/server-messages';
import './ImageUpload.css';
import { useFeedback } from '../app/useFeedback';

export interface ImageValue {
  key: string | null;
  url: string | null;
}

/** The refusal of SPEC section 5 in the interface language (the server's own message catalogue). */
export function refusalText(lang: Parameters<typeof translate>[0], reason: ImageRefusal) {
  return translate(lang, ErrorCode[reason].key, refusalParams({ reason }, IMAGE_RULES));
}

const isPngOrJpeg = (b: Uint8Array) =>
  (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b[0] === 0xff && b[1] === 0xd8);

/** Draws an image into a square JPEG of at most `side` pixels (for a crop that came out over 1 MB). */
async function shrinkToSquareJpeg(file: Blob, side = IMAGE_RECOMMENDED_SIDE): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const s = Math.min(bitmap.width, bitmap.height);
  const out = Math.min(side, s);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, out, out);
  ctx.drawImage(bitmap, (bitmap.width - s) / 2, (bitmap.height - s) / 2, s, s, 0, 0, out, out);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/jpeg', 0.88),
  );
}

/**
 * One square image (JPG or PNG, at most 1 MB, exactly 1:1): checked in the browser with the same rules as
 * the server before upload; a picture that is not square (or too large) is offered for cropping to 1:1.
 * Shows the upload's progress, a preview, and replace / remove.
 */
export function ImageUpload({
  value,
  onChange,
  disabled,
  label,
}: {
  value?: ImageValue;
  onChange?: (next: ImageValue) => void;
  disabled?: boolean;
  /** Accessible name of the picker, e.g. "Image 1". */
  label: string;
}) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const { message } = useFeedback();
  const [progress, setProgress] = useState<number | null>(null);
  const current = value ?? { key: null, url: null };

  const refuse = (reason: ImageRefusal) => {
    message.error(refusalText(language, reason), 4);
    return Upload.LIST_IGNORE;
  };

  /** Square, well-formed images go straight up; not square or too large: open the 1:1 crop. */
  const beforeCrop = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > 0 && isPngOrJpeg(bytes)) {
      const r = inspectImage(bytes);
      if (!r.ok && (r.reason === 'IMAGE_NOT_SQUARE' || r.reason === 'IMAGE_TOO_LARGE')) return true;
    }
    return false;
  };

  const beforeUpload = async (file: File): Promise<File | Blob | typeof Upload.LIST_IGNORE> => {
    let blob: Blob = file;
    let bytes = new Uint8Array(await blob.arrayBuffer());
    let r = inspectImage(bytes);
    // Too many bytes or too many pixels (a crop keeps the picture's own resolution): a 900 px JPEG instead.
    if (!r.ok && (r.reason === 'IMAGE_TOO_LARGE' || r.reason === 'IMAGE_DIMENSIONS') && isPngOrJpeg(bytes)) {
      try {
        blob = await shrinkToSquareJpeg(blob);
        bytes = new Uint8Array(await blob.arrayBuffer());
        r = inspectImage(bytes);
      } catch {
        return refuse('IMAGE_CORRUPT');
      }
    }
    if (!r.ok) return refuse(r.reason);
    return blob instanceof File ? blob : new File([blob], 'image.jpg', { type: 'image/jpeg' });
  };

  const send = async (file: Blob) => {
    setProgress(0);
    try {
      const res: TFilePutResponse = await uploadImage(file, setProgress);
      onChange?.({ key: res.key, url: res.url });
      message.success(t('upload.done'));
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : t('upload.failed'), 4);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space orientation="vertical" size={6} style={{ width: '100%' }}>
      <div className="cc-img-upload">
        <div className="cc-img-upload-preview">
          {current.url ? (
            <Image src={current.url} alt={label} width={104} height={104} style={{ objectFit: 'cover' }} />
          ) : (
            <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} aria-label={t('upload.none')} />
          )}
        </div>
        <Space orientation="vertical" size={6}>
          <ImgCrop
            aspect={1}
            quality={0.9}
            rotationSlider
            showReset
            modalTitle={t('upload.cropTitle')}
            modalOk={t('upload.cropOk')}
            modalCancel={t('upload.cropCancel')}
            resetText={t('upload.cropReset')}
            beforeCrop={beforeCrop}
          >
            <Upload
              accept={IMAGE_TYPES.join(',')}
              showUploadList={false}
              disabled={disabled || progress !== null}
              beforeUpload={beforeUpload}
              customRequest={({ file }) => void send(file as Blob)}
            >
              {/* Named by the field and by what it shows (label in name: "Before: Choose image"). */}
              <Button
                icon={<UploadOutlined />}
                disabled={disabled || progress !== null}
                aria-label={`${label}: ${current.key ? t('upload.replace') : t('upload.choose')}`}
              >
                {current.key ? t('upload.replace') : t('upload.choose')}
              </Button>
            </Upload>
          </ImgCrop>
          {current.key && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={disabled || progress !== null}
              onClick={() => onChange?.({ key: null, url: null })}
            >
              {t('upload.remove')}
            </Button>
          )}
        </Space>
      </div>
      {progress !== null && (
        <Progress percent={progress} size="small" status="active" aria-label={t('upload.progress')} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint', { side: IMAGE_RECOMMENDED_SIDE, mb: IMAGE_MAX_BYTES / 1024 / 1024 })}
      </Typography.Text>
    </Space>
  );
}
