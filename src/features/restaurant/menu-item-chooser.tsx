import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { MenuItem } from '@contract/restaurant';
import { chooserPrice, type ChosenOrder } from '@machines/menu-choice/chooser.machine';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/money';
import { keepTabIn } from './dialog-focus';
import {
  CloseButton,
  Description,
  Dialog,
  Footer,
  Form,
  Header,
  Options,
  Title,
} from './menu-item-chooser.styles';
import { OptionGroupFields } from './option-group-fields';
import { QuantityStepper } from './quantity-stepper';
import { useChooserActor } from './use-chooser-actor';

export interface MenuItemChooserProps {
  item: MenuItem;
  /** 'Add to order': the dish, its choices and the quantity go to the cart. */
  onAdd: (order: ChosenOrder) => void;
  /** The dialog has closed, added or not: the menu gives focus back to the dish. */
  onClose: () => void;
}

/**
 * A dish's options in a native modal <dialog>, named by the dish: its groups, a quantity and
 * 'Add to order · $x.xx' with the live price, enabled once every required group is met. Focus
 * starts at the first choice and stays inside; Escape, the close button or the backdrop close it.
 * The flow is the chooser machine's. Its own chunk: loaded when a dish with options is reached.
 */
export default function MenuItemChooser({ item, onAdd, onClose }: MenuItemChooserProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const chooser = useChooserActor(item, onAdd);
  const ready = useSelector(chooser, (snapshot) => snapshot.hasTag('ready'));
  const done = useSelector(chooser, (snapshot) => snapshot.status === 'done');
  const price = useSelector(chooser, (snapshot) => chooserPrice(snapshot.context));
  const close = () => chooser.send({ type: 'chooser.close' });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    (dialog.querySelector<HTMLElement>('input:not(:disabled)') ?? dialog).focus();
    return () => dialog.close();
  }, []);

  useEffect(() => {
    if (!done) return;
    dialogRef.current?.close();
    onClose();
  }, [done, onClose]);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={item.description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') keepTabIn(event.currentTarget, event);
        else {
          // Closed by the machine, not by the browser's own Escape handling.
          event.preventDefault();
          close();
        }
      }}
      // Any other request to close (a phone's Back gesture) goes the same way.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          chooser.send({ type: 'order.add' });
        }}
      >
        <Header>
          <Title id={titleId}>{item.name}</Title>
          <CloseButton type="button" aria-label="Close" onClick={close}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Options>
          {item.description && <Description id={descriptionId}>{item.description}</Description>}
          {item.optionGroups.map((group) => (
            <OptionGroupFields key={group._id} group={group} chooser={chooser} />
          ))}
        </Options>
        <Footer>
          <QuantityStepper chooser={chooser} />
          <Button type="submit" disabled={!ready}>
            Add to order · {formatPrice(price)}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
