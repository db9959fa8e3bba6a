//! Any text given to `codec::decode` gives a snapshot or an error, never a panic, and a
//! snapshot it gives re-encodes to a link that opens to the same snapshot.

use horyu_engine::codec;

pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(snapshot) = codec::decode(text) {
        let again = codec::decode(&codec::encode(&snapshot)).expect("a decoded snapshot re-encodes");
        assert_eq!(again, snapshot);
    }
}
