import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * The buttons every list screen draws the same way: the list's Add (in its toolbar and its empty state) and a row's
 * Edit and Delete (link buttons with their icons). A row's buttons may show their icon alone (`iconOnly`, a phone's
 * narrow row), named for screen readers by their label.
 */

/** The list's primary Add button. */
export function AddButton({ onClick, disabled, label }: { onClick: () => void; disabled?: boolean; label: string }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}

interface RowButtonProps {
  onClick: () => void;
  label: string;
  disabled?: boolean;
  iconOnly?: boolean;
}

function RowButton({
  onClick,
  label,
  disabled,
  iconOnly,
  icon,
  danger,
}: RowButtonProps & { icon: ReactNode; danger?: boolean }) {
  return (
    <Button
      type="link"
      size="small"
      danger={danger}
      icon={icon}
      disabled={disabled}
      aria-label={iconOnly ? label : undefined}
      onClick={onClick}
    >
      {iconOnly ? null : label}
    </Button>
  );
}

/** A row's Edit. */
export const EditButton = (props: RowButtonProps) => <RowButton {...props} icon={<EditOutlined />} />;

/** A row's Delete. */
export const DeleteButton = (props: RowButtonProps) => <RowButton {...props} icon={<DeleteOutlined />} danger />;
