import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconCamera, IconUpload } from '@tabler/icons-react'
import classes from './image-picker.module.css'

interface PickerProps {
  hint: string
  label: string
  /** The file input's accept list. */
  accept: string
  onFiles: (files: File[]) => void
  busy?: boolean
  disabled?: boolean
  /** The camera button's label; no camera button without it. */
  cameraLabel?: string
}

/**
 * The dashed box that takes pictures (receipts, prescriptions): a hint and a button opening the
 * file chooser, and optionally a camera button (`capture`) that opens a phone's back camera.
 * It only hands the chosen files on: what is sent, and the checks of their real content, are
 * the caller's and the server's.
 */
export function ImagePicker(props: PickerProps) {
  return (
    <Stack align="center" gap="xs" p="md" className={classes.box}>
      <Text size="sm" c="dimmed" ta="center">
        {props.hint}
      </Text>
      <Group justify="center" gap="xs">
        {props.cameraLabel && <PickButton {...props} camera label={props.cameraLabel} />}
        <PickButton {...props} camera={false} />
      </Group>
    </Stack>
  )
}

/** The camera takes one photo at a time; the file chooser takes several. */
function PickButton(props: PickerProps & { camera: boolean }) {
  const Icon = props.camera ? IconCamera : IconUpload
  return (
    <FileButton
      onChange={(files: File[] | File | null) => {
        const list = Array.isArray(files) ? files : files ? [files] : []
        if (list.length > 0) props.onFiles(list)
      }}
      accept={props.accept}
      multiple={!props.camera}
      capture={props.camera ? 'environment' : undefined}
    >
      {(buttonProps) => (
        <Button
          {...buttonProps}
          className={props.camera ? classes.camera : undefined}
          variant="light"
          leftSection={<Icon size={16} />}
          loading={props.busy}
          disabled={props.disabled}
        >
          {props.label}
        </Button>
      )}
    </FileButton>
  )
}
