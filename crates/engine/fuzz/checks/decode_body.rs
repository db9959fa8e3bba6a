//! Any bytes behind a valid header and checksum (so past the base64, deflate and CRC checks
//! that stop almost every random text): the layout reader and the replay must refuse them
//! cleanly, never panic.

use horyu_engine::codec;

pub fn check(body: &[u8]) {
    if let Ok(snapshot) = codec::decode(&codec::frame(body, codec::FORMAT_VERSION)) {
        let again = codec::decode(&codec::encode(&snapshot)).expect("a decoded snapshot re-encodes");
        assert_eq!(again, snapshot);
    }
}
