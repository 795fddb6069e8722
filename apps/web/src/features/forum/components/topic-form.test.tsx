import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TopicForm } from './topic-form.tsx';

describe('TopicForm', () => {
  it('shows both title messages, clears errors on edit, and manages tags', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<TopicForm submitLabel="Create Discussion" busyLabel="Creating" onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Create Discussion' });
    await userEvent.click(submit);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();

    const title = screen.getByLabelText('Title');
    await userEvent.type(title, 'x');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('y'.repeat(256));
    expect(screen.getByText('256/255')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(screen.getByText('Title must be 255 characters or less')).toBeInTheDocument();

    const tag = screen.getByLabelText('Tags', { exact: true });
    await userEvent.type(tag, 'ai{Enter}   {Enter}AI{Enter}ci');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const added = screen.getByRole('list', { name: 'Added tags' });
    expect(added).toHaveTextContent('#ai#ci');
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag ai' }));
    expect(added).toHaveTextContent('#ci');

    await userEvent.clear(title);
    await userEvent.type(title, 'Hello');
    await userEvent.type(screen.getByLabelText('Content'), 'Body');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Hello', content: 'Body', tags: ['ci'], category: '' });
  });

  it('lets a guard stop the submit before validation (signed-out visitors go to sign in)', async () => {
    const onSubmit = vi.fn(async () => {});
    const guard = vi.fn(() => false);
    render(<TopicForm submitLabel="Create Discussion" busyLabel="Creating" onSubmit={onSubmit} guard={guard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Discussion' }));
    expect(guard).toHaveBeenCalled();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
