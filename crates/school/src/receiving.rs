//! A file received to disk as its bytes arrive, never whole in memory: its type is told from its
//! first bytes, it is refused past its limit, and it appears under its server-made name only
//! once complete (aside until then, removed when abandoned). The web server feeds it the
//! chunks of a multipart field (`lyceum-http`'s `storage`).

use std::path::{Path, PathBuf};

use lyceum_persistence::files::Upload;
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::uploads::{display_name, megabytes, sniff, FileType, UploadKind, FILES_PREFIX, SNIFF_BYTES};

/// Bytes gathered before each write to disk.
const WRITE_BATCH: usize = 256 * 1024;

/// Bytes all the uploads under way may hold in memory at once, awaiting their writes to disk.
/// An upload that would pass it waits until another's write is done, and so does its sender
/// (its bytes stay in the network's buffers): when the disk stalls under a thousand students
/// turning in at once, the server's memory stays bounded instead of growing with each arrival.
const BUFFERED_LIMIT: usize = 64 * 1024 * 1024;

/// How long an upload's sender may pause before what it sent so far is written to disk.
const SENDER_PAUSE: std::time::Duration = std::time::Duration::from_millis(250);

/// What [`BUFFERED_LIMIT`] is counted against.
static BUFFERED: Semaphore = Semaphore::const_new(BUFFERED_LIMIT);

/// Why a file was not kept.
#[derive(Debug)]
pub enum NotKept {
    /// It had no bytes.
    Empty,
    /// Its content is of a type its kind does not take; the message to show.
    WrongType(&'static str),
    /// It passed the limit of this many bytes.
    TooLarge(usize),
    /// The disk failed.
    Disk(std::io::Error),
}

impl NotKept {
    /// What the uploader is told.
    pub fn message(&self) -> String {
        match self {
            NotKept::Empty => "The file is empty.".into(),
            NotKept::WrongType(message) => (*message).into(),
            NotKept::TooLarge(limit) => {
                format!("The file is larger than {} MB.", megabytes(u64::try_from(*limit).unwrap_or(u64::MAX)))
            }
            NotKept::Disk(error) => error.to_string(),
        }
    }
}

/// A file complete on disk under its stored name.
#[derive(Debug)]
pub struct Received {
    /// Its stored name (`{uuid}.{extension}`) in its kind's folder.
    pub file_name: String,
    /// Its name as the uploader gave it, for display.
    pub original_name: String,
    /// Its type, told from its content.
    pub file_type: FileType,
    /// Its size in bytes.
    pub size: usize,
    /// Where it lies.
    pub disk: PathBuf,
}

impl Received {
    /// The row that records this file of `kind`, uploaded by `uploader` (role, id) at `at`.
    pub fn upload(&self, kind: UploadKind, (role, user): (&str, &str), at: chrono::NaiveDateTime) -> Upload {
        Upload {
            path: format!("{FILES_PREFIX}{}/{}", kind.folder(), self.file_name),
            kind: kind.folder().to_owned(),
            original_name: self.original_name.clone(),
            content_type: self.file_type.mime.to_owned(),
            size_bytes: i64::try_from(self.size).unwrap_or(i64::MAX),
            uploader_role: role.to_owned(),
            uploader_id: user.to_owned(),
            created_at: at,
        }
    }
}

/// A file being received. Dropped unfinished (its sender gone), it removes what it wrote.
pub struct Receiving {
    kind: UploadKind,
    limit: usize,
    folder: PathBuf,
    given_name: Option<String>,
    /// What arrived since the last write, in a buffer of [`WRITE_BATCH`] bytes while `held`.
    pending: Vec<u8>,
    /// The share of the budget `pending`'s buffer holds.
    held: Option<SemaphorePermit<'static>>,
    budget: &'static Semaphore,
    open: Option<Open>,
    size: usize,
}

/// The file being written aside, once its type is known.
struct Open {
    file: std::fs::File,
    file_type: FileType,
    file_name: String,
}

impl Receiving {
    /// Starts receiving a file of `kind` named `given_name` by the uploader, at most `limit` bytes,
    /// into its kind's folder under `uploads_dir`.
    pub fn new(uploads_dir: &Path, kind: UploadKind, limit: usize, given_name: Option<String>) -> Self {
        Self::within(&BUFFERED, uploads_dir, kind, limit, given_name)
    }

    /// [`Receiving::new`], its buffer counted against `budget`.
    fn within(
        budget: &'static Semaphore,
        uploads_dir: &Path,
        kind: UploadKind,
        limit: usize,
        given_name: Option<String>,
    ) -> Self {
        let folder = uploads_dir.join(kind.folder());
        Receiving { kind, limit, folder, given_name, pending: Vec::new(), held: None, budget, open: None, size: 0 }
    }

    /// Takes the next chunk; refused (and what was written removed) past the limit or when the
    /// first bytes are of a type not taken. Waits while the uploads under way hold all their
    /// budget.
    pub async fn feed(&mut self, chunk: &[u8]) -> Result<(), NotKept> {
        if self.size + self.pending.len() + chunk.len() > self.limit {
            return Err(NotKept::TooLarge(self.limit));
        }
        let mut rest = chunk;
        while !rest.is_empty() {
            if self.pending.len() == WRITE_BATCH {
                if self.open.is_none() {
                    self.open_file().await?;
                }
                self.write_pending().await?;
            }
            self.take_buffer().await?;
            let (now, later) = rest.split_at(rest.len().min(WRITE_BATCH - self.pending.len()));
            self.pending.extend_from_slice(now);
            rest = later;
            if self.open.is_none() && self.pending.len() >= SNIFF_BYTES {
                self.open_file().await?;
            }
        }
        if self.open.is_some() && self.pending.len() == WRITE_BATCH {
            self.write_pending().await?;
        }
        Ok(())
    }

    /// Awaits `next` (the sender's next chunk); when the sender pauses for [`SENDER_PAUSE`]
    /// first, writes out what waits meanwhile ([`Receiving::flush`]).
    pub async fn while_waiting<T>(&mut self, next: impl std::future::Future<Output = T>) -> Result<T, NotKept> {
        let mut next = std::pin::pin!(next);
        match tokio::time::timeout(SENDER_PAUSE, &mut next).await {
            Ok(item) => Ok(item),
            Err(_) => {
                self.flush().await?;
                Ok(next.await)
            }
        }
    }

    /// Writes out what is buffered, once the file is open, and gives its share of the budget
    /// back: for an upload whose sender pauses, so that it holds no budget while it waits.
    pub async fn flush(&mut self) -> Result<(), NotKept> {
        if self.open.is_some() && !self.pending.is_empty() {
            self.write_pending().await?;
        }
        Ok(())
    }

    /// A buffer of one write batch, its size taken from the budget first, when there is none.
    /// Never waits while holding one, so uploads waiting for the budget cannot wait on each
    /// other.
    async fn take_buffer(&mut self) -> Result<(), NotKept> {
        if self.held.is_some() {
            return Ok(());
        }
        let permits = u32::try_from(WRITE_BATCH).unwrap_or(u32::MAX);
        let permit =
            self.budget.acquire_many(permits).await.map_err(|closed| NotKept::Disk(std::io::Error::other(closed)))?;
        self.held = Some(permit);
        self.pending = Vec::with_capacity(WRITE_BATCH);
        Ok(())
    }

    /// The file complete, under its stored name.
    pub async fn finish(mut self) -> Result<Received, NotKept> {
        if self.open.is_none() {
            if self.pending.is_empty() {
                return Err(NotKept::Empty);
            }
            self.open_file().await?;
        }
        self.write_pending().await?;
        let Open { file, file_type, file_name } = self.open.take().ok_or(NotKept::Empty)?;
        drop(file);
        let (partial, disk) = (self.folder.join(format!(".{file_name}.part")), self.folder.join(&file_name));
        let target = disk.clone();
        blocking(move || std::fs::rename(partial, target)).await?;
        let original_name = display_name(self.given_name.as_deref(), file_type);
        Ok(Received { file_name, original_name, file_type, size: self.size, disk })
    }

    /// Removes what was written of a file not kept.
    pub async fn abandon(mut self) {
        if let Some(open) = self.open.take() {
            let partial = self.folder.join(format!(".{}.part", open.file_name));
            drop(open.file);
            let _ = blocking(move || std::fs::remove_file(partial)).await;
        }
    }

    async fn open_file(&mut self) -> Result<(), NotKept> {
        let file_type = sniff(&self.pending)
            .filter(|t| self.kind.accepted().contains(t))
            .ok_or(NotKept::WrongType(self.kind.refused_message()))?;
        let file_name = format!("{}.{}", uuid::Uuid::new_v4().hyphenated(), file_type.extension);
        let (folder, partial) = (self.folder.clone(), self.folder.join(format!(".{file_name}.part")));
        let file = blocking(move || {
            std::fs::create_dir_all(&folder)?;
            std::fs::File::create(partial)
        })
        .await?;
        self.open = Some(Open { file, file_type, file_name });
        Ok(())
    }

    async fn write_pending(&mut self) -> Result<(), NotKept> {
        let Some(Open { file, file_type, file_name }) = self.open.take() else { return Ok(()) };
        let bytes = std::mem::take(&mut self.pending);
        self.size += bytes.len();
        let written = blocking(move || {
            use std::io::Write;
            let mut file = file;
            file.write_all(&bytes)?;
            Ok(file)
        })
        .await;
        // The buffer is freed with the write, done or failed: its share goes back.
        self.held = None;
        match written {
            Ok(file) => {
                self.open = Some(Open { file, file_type, file_name });
                Ok(())
            }
            Err(failed) => {
                let _ = std::fs::remove_file(self.folder.join(format!(".{file_name}.part")));
                Err(failed)
            }
        }
    }
}

impl Drop for Receiving {
    fn drop(&mut self) {
        if let Some(open) = self.open.take() {
            drop(open.file);
            let _ = std::fs::remove_file(self.folder.join(format!(".{}.part", open.file_name)));
        }
    }
}

/// Runs file work off the async workers.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> std::io::Result<T> + Send + 'static) -> Result<T, NotKept> {
    match tokio::task::spawn_blocking(work).await {
        Ok(done) => done.map_err(NotKept::Disk),
        Err(error) => Err(NotKept::Disk(std::io::Error::other(error))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pdf_of(size: usize) -> Vec<u8> {
        let mut bytes = b"%PDF-1.4\n".to_vec();
        bytes.resize(size, b' ');
        bytes
    }

    #[tokio::test]
    async fn a_file_arrives_whole_under_its_name_in_chunks() {
        let dir = std::env::temp_dir().join(format!("lyceum-receiving-{}", uuid::Uuid::new_v4()));
        let mut receiving = Receiving::new(&dir, UploadKind::Work, 2 * 1024 * 1024, Some("C:\\scans\\p4.pdf".into()));
        let bytes = pdf_of(700 * 1024);
        for chunk in bytes.chunks(10_000) {
            receiving.feed(chunk).await.unwrap();
        }
        let received = receiving.finish().await.unwrap();
        assert_eq!((received.size, received.original_name.as_str()), (bytes.len(), "p4.pdf"));
        assert_eq!(std::fs::read(&received.disk).unwrap(), bytes);
        assert_eq!(std::fs::read_dir(dir.join("work")).unwrap().count(), 1, "nothing left aside");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn uploads_wait_while_all_of_them_together_hold_their_budget() {
        // A budget of one buffer: the second upload's bytes wait for the first's to reach the disk.
        static ONE_BUFFER: Semaphore = Semaphore::const_new(WRITE_BATCH);
        let dir = std::env::temp_dir().join(format!("lyceum-receiving-{}", uuid::Uuid::new_v4()));
        let mut first = Receiving::within(&ONE_BUFFER, &dir, UploadKind::Work, 2 * 1024 * 1024, None);
        let mut second = Receiving::within(&ONE_BUFFER, &dir, UploadKind::Work, 2 * 1024 * 1024, None);
        let bytes = pdf_of(WRITE_BATCH + 100_000);
        first.feed(&bytes[..10_000]).await.unwrap();
        assert_eq!(ONE_BUFFER.available_permits(), 0, "the first upload's buffer holds the whole budget");
        let waiting = tokio::time::timeout(std::time::Duration::from_millis(50), second.feed(&bytes[..10_000])).await;
        assert!(waiting.is_err(), "the second upload was buffered beyond the budget");
        assert!(second.pending.is_empty(), "a waiting upload holds none of its bytes");

        // The first one's writes free its buffer each time, and its end frees it for good.
        for chunk in bytes[10_000..].chunks(64 * 1024) {
            first.feed(chunk).await.unwrap();
        }
        let done = first.finish().await.unwrap();
        assert_eq!(std::fs::read(&done.disk).unwrap(), bytes);
        assert_eq!(ONE_BUFFER.available_permits(), WRITE_BATCH);
        second.feed(&bytes[..10_000]).await.unwrap();
        assert_eq!(second.pending.len(), 10_000);

        // Dropped unfinished (its sender gone), an upload gives its share back and leaves nothing.
        second.feed(&bytes[10_000..SNIFF_BYTES + 1]).await.unwrap();
        assert!(second.open.is_some());
        drop(second);
        assert_eq!(ONE_BUFFER.available_permits(), WRITE_BATCH);
        assert_eq!(std::fs::read_dir(dir.join("work")).unwrap().count(), 1, "only the finished file");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn a_chunk_larger_than_a_buffer_goes_through_a_budget_of_one_buffer() {
        // An upload never waits for more of the budget while it holds some: the first bytes of a
        // file and then a chunk larger than a buffer, within a budget of exactly one buffer.
        static ONE_BUFFER: Semaphore = Semaphore::const_new(WRITE_BATCH);
        let dir = std::env::temp_dir().join(format!("lyceum-receiving-{}", uuid::Uuid::new_v4()));
        let mut receiving = Receiving::within(&ONE_BUFFER, &dir, UploadKind::Work, 2 * 1024 * 1024, None);
        let bytes = pdf_of(10_000 + 3 * WRITE_BATCH);
        let fed = async {
            receiving.feed(&bytes[..10_000]).await?;
            receiving.feed(&bytes[10_000..]).await?;
            receiving.finish().await
        };
        let done = tokio::time::timeout(std::time::Duration::from_secs(10), fed).await.expect("never stuck").unwrap();
        assert_eq!(std::fs::read(&done.disk).unwrap(), bytes);
        assert_eq!(ONE_BUFFER.available_permits(), WRITE_BATCH);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn a_sender_that_pauses_has_what_it_sent_written_out_meanwhile() {
        static TWO_BUFFERS: Semaphore = Semaphore::const_new(2 * WRITE_BATCH);
        let dir = std::env::temp_dir().join(format!("lyceum-receiving-{}", uuid::Uuid::new_v4()));
        let mut receiving = Receiving::within(&TWO_BUFFERS, &dir, UploadKind::Work, 2 * 1024 * 1024, None);
        let bytes = pdf_of(SNIFF_BYTES + 5_000);
        receiving.feed(&bytes).await.unwrap();
        // A chunk at once: nothing written meanwhile.
        assert_eq!(receiving.while_waiting(async { 7 }).await.unwrap(), 7);
        assert_eq!(TWO_BUFFERS.available_permits(), WRITE_BATCH);
        // A chunk after a pause: what waited went to disk, and the buffer back to the budget.
        let late = async {
            tokio::time::sleep(SENDER_PAUSE * 2).await;
            8
        };
        assert_eq!(receiving.while_waiting(late).await.unwrap(), 8);
        assert_eq!(TWO_BUFFERS.available_permits(), 2 * WRITE_BATCH);
        let done = receiving.finish().await.unwrap();
        assert_eq!(std::fs::read(&done.disk).unwrap(), bytes);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn files_too_large_or_of_a_refused_type_leave_nothing() {
        let dir = std::env::temp_dir().join(format!("lyceum-receiving-{}", uuid::Uuid::new_v4()));
        let mut receiving = Receiving::new(&dir, UploadKind::Work, 300 * 1024, None);
        let bytes = pdf_of(400 * 1024);
        let mut refused = None;
        for chunk in bytes.chunks(64 * 1024) {
            if let Err(not_kept) = receiving.feed(chunk).await {
                refused = Some(not_kept);
                break;
            }
        }
        assert_eq!(refused.map(|r| r.message()).as_deref(), Some("The file is larger than 0.3 MB."));
        receiving.abandon().await;
        let mut page = Receiving::new(&dir, UploadKind::Work, 300 * 1024, None);
        page.feed(b"<html><script>alert(1)</script></html>").await.unwrap();
        assert!(matches!(page.finish().await, Err(NotKept::WrongType(_))));
        let empty = Receiving::new(&dir, UploadKind::Work, 300 * 1024, None);
        assert!(matches!(empty.finish().await, Err(NotKept::Empty)));
        let left = std::fs::read_dir(dir.join("work")).map(|files| files.count()).unwrap_or(0);
        assert_eq!(left, 0);
        let _ = std::fs::remove_dir_all(dir);
    }
}
