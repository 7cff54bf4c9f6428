//! An HTTP/1.1 answer's head, read a line at a time without doing the reading itself,
//! so the async load client and the blocking one share it: the status, then the
//! `Content-Length` that sizes the body.

type Res<T> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

#[derive(Default)]
pub struct Head {
    status: Option<u16>,
    length: Option<usize>,
}

impl Head {
    /// Takes the head's next line (as read, line end included); true once the blank
    /// line that ends the head has come.
    pub fn line(&mut self, line: &str) -> Res<bool> {
        let line = line.trim_end();
        if self.status.is_none() {
            self.status = Some(line.split(' ').nth(1).ok_or("no status")?.parse()?);
            return Ok(false);
        }
        if line.is_empty() {
            return Ok(true);
        }
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            self.length = Some(value.trim().parse()?);
        }
        Ok(false)
    }

    /// The status and the body's length, once the head has been read.
    pub fn done(&self) -> Res<(u16, usize)> {
        let status = self.status.ok_or("no status")?;
        Ok((
            status,
            self.length.ok_or("an answer without Content-Length")?,
        ))
    }
}
